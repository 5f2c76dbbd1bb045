import { formatAddress } from '@shared/site-content/postal-address';
import { collectionDef, collections, COLLECTION_NAMES } from '@shared/site-content/collections';
import { globals } from '@shared/site-content/globals';
import { FileText, Settings, Users } from 'lucide-react';
import { adminIcons } from '~/components/admin-icons';
import type { SiteData, SiteSettings } from '~/lib/site-data';
import type { Messages } from '@shared/messages/catalogues';
import type { StatCardProps } from './stat-card';

/** The dashboard's texts in the admin's language (adminShell's `dashboard`). */
export type DashboardTexts = Messages['adminShell']['dashboard'];

/** A card's test id from its English title: "Blog posts" is `blog-posts`. */
const slug = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** "Configured settings": the non-empty fields among phone, e-mail and address. */
export function configuredSettingsCount(settings: SiteSettings): number {
  return [settings.phone, settings.email, formatAddress(settings.address)].filter(
    (v) => v.trim() !== '',
  ).length;
}

/** The spec's three cards of the working copy: blog posts, team members, configured settings. */
export function contentCards(
  { blogPosts, team, settings }: SiteData,
  t: DashboardTexts,
): StatCardProps[] {
  return [
    {
      id: 'blog-posts',
      title: t.blogPosts.title(),
      value: String(blogPosts.length),
      detail: t.blogPosts.detail(),
      href: collections.blogPosts.editor.path,
      linkLabel: t.blogPosts.link(),
      icon: FileText,
    },
    {
      id: 'team-members',
      title: t.team.title(),
      value: String(team.length),
      detail: t.team.detail(),
      href: collections.team.editor.path,
      linkLabel: t.team.link(),
      icon: Users,
    },
    {
      id: 'configured-settings',
      title: t.settings.title(),
      value: t.settings.value({ count: configuredSettingsCount(settings) }),
      detail: t.settings.detail(),
      href: globals.settings.editor.path,
      linkLabel: t.settings.link(),
      icon: Settings,
    },
  ];
}

/**
 * The pages and sections of the working copy with a dashboard card, each with its editor: their
 * title, detail and "many" are the registry's words.
 */
export function sectionCards(content: SiteData, t: DashboardTexts): StatCardProps[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const { title, many, editor } = collectionDef(name);
    if (!editor.dashboard) return [];
    return [
      {
        id: slug(title),
        title,
        value: String(content[name].length),
        detail: editor.dashboard,
        href: editor.path,
        linkLabel: t.manage({ what: many }),
        icon: adminIcons[editor.icon],
      },
    ];
  });
}
