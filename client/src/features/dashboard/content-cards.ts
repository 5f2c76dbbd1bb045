import { formatAddress } from '@shared/site-content/postal-address';
import { collectionDef, collections, COLLECTION_NAMES } from '@shared/site-content/collections';
import { globals } from '@shared/site-content/globals';
import { FileText, Settings, Users } from 'lucide-react';
import { adminIcons } from '~/components/admin-icons';
import type { SiteData, SiteSettings } from '~/lib/site-data';
import type { StatCardProps } from './stat-card';

/** "Configured settings": the non-empty fields among phone, e-mail and address. */
export function configuredSettingsCount(settings: SiteSettings): number {
  return [settings.phone, settings.email, formatAddress(settings.address)].filter(
    (v) => v.trim() !== '',
  ).length;
}

/** The spec's three cards of the working copy: blog posts, team members, configured settings. */
export function contentCards({ blogPosts, team, settings }: SiteData): StatCardProps[] {
  return [
    {
      title: 'Blog posts',
      value: String(blogPosts.length),
      detail: 'Shown in the blog section of the home page',
      href: collections.blogPosts.editor.path,
      linkLabel: 'Manage blog posts',
      icon: FileText,
    },
    {
      title: 'Team members',
      value: String(team.length),
      detail: 'Shown in Meet Our Experts',
      href: collections.team.editor.path,
      linkLabel: 'Manage team members',
      icon: Users,
    },
    {
      title: 'Configured settings',
      value: `${configuredSettingsCount(settings)} / 3`,
      detail: 'Phone, email and address of the contact section',
      href: globals.settings.editor.path,
      linkLabel: 'Edit site settings',
      icon: Settings,
    },
  ];
}

/** The pages and sections of the working copy with a dashboard card, each with its editor. */
export function sectionCards(content: SiteData): StatCardProps[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const { title, many, editor } = collectionDef(name);
    if (!editor.dashboard) return [];
    return [
      {
        title,
        value: String(content[name].length),
        detail: editor.dashboard,
        href: editor.path,
        linkLabel: `Manage ${many}`,
        icon: adminIcons[editor.icon],
      },
    ];
  });
}
