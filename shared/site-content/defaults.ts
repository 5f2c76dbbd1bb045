import type { BlogPost, SiteData, TeamMember } from '../schemas/site-content';

// The built-in content: what the site shows until the first publish (live version 0), and what
// the build prerenders with.

export const defaultSiteData: SiteData = {
  settings: {
    phone: '+1 (212) 555-0147',
    email: 'info@meridian-netsec.com',
    address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
  },
  team: [
    {
      id: 1,
      name: 'Elena Marsh',
      role: 'Chief Executive Officer',
      imageAlt: 'Portrait of Elena Marsh',
      imageSrc: null,
    },
    {
      id: 2,
      name: 'David Okafor',
      role: 'Head of Network Engineering',
      imageAlt: 'Portrait of David Okafor',
      imageSrc: null,
    },
    {
      id: 3,
      name: 'Priya Raman',
      role: 'Director of Security Systems',
      imageAlt: 'Portrait of Priya Raman',
      imageSrc: null,
    },
    {
      id: 4,
      name: 'Marcus Lindqvist',
      role: 'Lead Fiber & Satellite Architect',
      imageAlt: 'Portrait of Marcus Lindqvist',
      imageSrc: null,
    },
  ],
  blogPosts: [
    {
      id: 1741132800000,
      title: 'Private 5G for Campuses: When It Beats Enterprise Wi-Fi',
      category: 'Wireless',
      date: '2025-03-05T00:00:00.000Z',
      imageSrc: null,
      imageAlt: 'Diagram of a private 5G cell serving a campus',
      content:
        'Private 5G is not a Wi-Fi replacement; it is a tool for specific jobs: outdoor coverage ' +
        'across large sites, deterministic latency for automation, and SIM-based device identity. ' +
        'We walk through the spectrum options (CBRS in the US), core deployment models and the ' +
        'coverage surveys we run before recommending either technology.',
    },
    {
      id: 1736899200000,
      title: 'Designing Fiber Backbones for 40 Years of Service',
      category: 'Fiber Optics',
      date: '2025-01-15T00:00:00.000Z',
      imageSrc: null,
      imageAlt: 'Map of a ring-topology fiber route between cities',
      content:
        'Duct routes outlive every transceiver that will ever light them. Choosing fiber counts, ' +
        'ring versus mesh topologies, splice-closure spacing and route diversity on day one decides ' +
        'what a backbone can carry decades later. Here is the checklist our design team uses.',
    },
    {
      id: 1731456000000,
      title: 'Cutting False Alarms with Video Analytics',
      category: 'Security',
      date: '2024-11-13T00:00:00.000Z',
      imageSrc: null,
      imageAlt: 'Camera coverage cones over a building floor plan',
      content:
        'Motion detection alone floods operators with alerts. Edge analytics that classify people ' +
        'and vehicles, combined with careful camera placement and tuned detection zones, reduced ' +
        'false alarms by 75% on a recent corporate headquarters project. This is how we did it.',
    },
  ],
};

/** A new post as the admin's Add button creates it, to be edited before saving. */
export function newBlogPost(now: Date = new Date()): BlogPost {
  return {
    id: now.getTime(),
    title: 'New Blog Post',
    category: 'General',
    date: now.toISOString(),
    imageSrc: null,
    imageAlt: '',
    content: 'Write your amazing content here...',
  };
}

/** A new team member as the admin's Add button creates it, to be edited before saving. */
export function newTeamMember(now: Date = new Date()): TeamMember {
  return { id: now.getTime(), name: 'New Member', role: 'New Role', imageAlt: '', imageSrc: null };
}
