// The three case studies, with their figures: what the home page's cards and the page titles
// need. The detail pages' text is in case-study-details.ts, kept out of the first-load bundle.

export type CaseStudyArt = 'city-5g' | 'fiber-backbone' | 'hq-security';

export interface CaseStudyStat {
  value: string;
  label: string;
}

export interface CaseStudy {
  slug: string;
  title: string;
  category: string;
  /** Card text on the home page and meta description of the detail page. */
  description: string;
  /** Self-made SVG illustration (see components/illustrations/case-study-art.tsx). */
  art: CaseStudyArt;
  imageAlt: string;
  stats: CaseStudyStat[];
}

export const caseStudies: CaseStudy[] = [
  {
    slug: 'smart-city-5g',
    title: 'Smart City 5G Network',
    category: 'Wireless Systems',
    description:
      'A city-wide private 5G network connecting traffic signals, cameras and public Wi-Fi across a metropolitan core.',
    art: 'city-5g',
    imageAlt: 'Illustration of 5G small cells linked across a city grid',
    stats: [
      { value: '10x', label: 'Faster data speeds' },
      { value: '90%', label: 'Latency reduction' },
      { value: '240', label: 'Small cells deployed' },
    ],
  },
  {
    slug: 'national-fiber-backbone',
    title: 'National Fiber Backbone',
    category: 'Fiber Optics & LAN/WAN',
    description:
      'Design and build of a 10,000 km fiber backbone linking more than 50 cities with diverse, protected routes.',
    art: 'fiber-backbone',
    imageAlt: 'Illustration of a fiber network map connecting cities in protected rings',
    stats: [
      { value: '10,000km', label: 'Of fiber deployed' },
      { value: '50+', label: 'Cities connected' },
      { value: '400G', label: 'Wavelength-ready transport' },
    ],
  },
  {
    slug: 'corporate-hq-security',
    title: 'Corporate HQ Security Overhaul',
    category: 'Security System Design',
    description:
      'A unified video, access control and intrusion detection system for a 40-storey headquarters.',
    art: 'hq-security',
    imageAlt: 'Illustration of camera coverage cones over a building floor plan',
    stats: [
      { value: '75%', label: 'Fewer false alarms' },
      { value: '1', label: 'Unified security console' },
      { value: '600+', label: 'Cameras and doors integrated' },
    ],
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
