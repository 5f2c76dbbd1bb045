import type { SiteData } from '../../schemas/site-content';
import { defaultCaseStudies } from './case-studies';
import { defaultChatTopics } from './chat-topics';
import { defaultLegal } from './legal';
import { defaultOpenings } from './openings';
import { defaultPartners } from './partners';
import { defaultServices } from './services';

// The built-in content: what the site shows until the first publish (live version 0), what the
// build prerenders with, and what a version stored before a collection existed takes for it
// (../upgrade.ts).

const settingsTeamAndPosts: Pick<SiteData, 'settings' | 'team' | 'blogPosts'> = {
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
      imageAlt: 'Illustrated portrait of Elena Marsh',
      imageSrc: '/images/team/elena-marsh.svg',
    },
    {
      id: 2,
      name: 'David Okafor',
      role: 'Head of Network Engineering',
      imageAlt: 'Illustrated portrait of David Okafor',
      imageSrc: '/images/team/david-okafor.svg',
    },
    {
      id: 3,
      name: 'Priya Raman',
      role: 'Director of Security Systems',
      imageAlt: 'Illustrated portrait of Priya Raman',
      imageSrc: '/images/team/priya-raman.svg',
    },
    {
      id: 4,
      name: 'Marcus Lindqvist',
      role: 'Lead Fiber & Satellite Architect',
      imageAlt: 'Illustrated portrait of Marcus Lindqvist',
      imageSrc: '/images/team/marcus-lindqvist.svg',
    },
  ],
  blogPosts: [
    {
      id: 1741132800000,
      slug: 'private-5g-for-campuses-when-it-beats-enterprise-wi-fi',
      title: 'Private 5G for Campuses: When It Beats Enterprise Wi-Fi',
      category: 'Wireless',
      date: '2025-03-05T00:00:00.000Z',
      imageSrc: '/images/blog/private-5g-campus.svg',
      imageAlt: 'Diagram of a private 5G cell serving a campus',
      content:
        'Private 5G is not a Wi-Fi replacement; it is a tool for specific jobs: outdoor coverage ' +
        'across large sites, deterministic latency for automation, and SIM-based device identity. ' +
        'We walk through the spectrum options (CBRS in the US), core deployment models and the ' +
        'coverage surveys we run before recommending either technology.',
    },
    {
      id: 1736899200000,
      slug: 'designing-fiber-backbones-for-40-years-of-service',
      title: 'Designing Fiber Backbones for 40 Years of Service',
      category: 'Fiber Optics',
      date: '2025-01-15T00:00:00.000Z',
      imageSrc: '/images/blog/fiber-backbone-rings.svg',
      imageAlt: 'Map of a ring-topology fiber route between cities',
      content:
        'Duct routes outlive every transceiver that will ever light them. Choosing fiber counts, ' +
        'ring versus mesh topologies, splice-closure spacing and route diversity on day one decides ' +
        'what a backbone can carry decades later. Here is the checklist our design team uses.',
    },
    {
      id: 1731456000000,
      slug: 'cutting-false-alarms-with-video-analytics',
      title: 'Cutting False Alarms with Video Analytics',
      category: 'Security',
      date: '2024-11-13T00:00:00.000Z',
      imageSrc: '/images/blog/video-analytics-floor.svg',
      imageAlt: 'Camera coverage cones over a building floor plan',
      content:
        'Motion detection alone floods operators with alerts. Edge analytics that classify people ' +
        'and vehicles, combined with careful camera placement and tuned detection zones, reduced ' +
        'false alarms by 75% on a recent corporate headquarters project. This is how we did it.',
    },
  ],
};

export const defaultSiteData: SiteData = {
  ...settingsTeamAndPosts,
  services: defaultServices,
  caseStudies: defaultCaseStudies,
  openings: defaultOpenings,
  partners: defaultPartners,
  legal: defaultLegal,
  chatTopics: defaultChatTopics,
  redirects: [],
};
