// The six services the firm sells, in the order the home page shows them: what the home page and
// the page titles need. The detail pages' text is in service-details.ts, kept out of the
// first-load bundle.

export type ServiceIcon =
  'wireless' | 'fiber' | 'satellite' | 'security' | 'traffic' | 'integration';

export interface Service {
  slug: string;
  title: string;
  /** One line under the title on the detail page. */
  tagline: string;
  /** The card text on the home page and the meta description of the detail page. */
  summary: string;
  icon: ServiceIcon;
}

export const services: Service[] = [
  {
    slug: 'wireless-systems',
    title: 'Wireless Systems',
    tagline: 'Private 5G, LTE and Wi-Fi designed from RF survey to handover.',
    summary:
      'Private 5G/LTE, enterprise Wi-Fi and point-to-point links, planned from measured RF data.',
    icon: 'wireless',
  },
  {
    slug: 'fiber-optics',
    title: 'Fiber Optics & LAN/WAN',
    tagline: 'Backbones, campus fiber and the LAN/WAN that runs on them.',
    summary:
      'Long-haul and metro fiber, campus cabling and resilient LAN/WAN architectures built to last decades.',
    icon: 'fiber',
  },
  {
    slug: 'satellite-communications',
    title: 'Satellite Communications',
    tagline: 'GEO, MEO and LEO links for sites that terrestrial networks miss.',
    summary:
      'VSAT and LEO terminals, teleport links and hybrid failover for remote and mission-critical sites.',
    icon: 'satellite',
  },
  {
    slug: 'security-system-design',
    title: 'Security System Design',
    tagline: 'Video, access control and intrusion detection engineered as one system.',
    summary:
      'Video surveillance, access control and perimeter detection designed around your risks, not a product catalogue.',
    icon: 'security',
  },
  {
    slug: 'road-traffic-informatics',
    title: 'Road Traffic Informatics',
    tagline: 'Sensors, signals and data platforms for safer, smoother roads.',
    summary:
      'Traffic sensors, adaptive signal control, ANPR and roadside communications for cities and corridors.',
    icon: 'traffic',
  },
  {
    slug: 'system-integration',
    title: 'System Integration',
    tagline: 'One accountable team that makes every subsystem work together.',
    summary:
      'Multi-vendor integration, network operations centres and lifecycle support under one contract.',
    icon: 'integration',
  },
];

export function findService(slug: string | undefined): Service | undefined {
  return services.find((s) => s.slug === slug);
}
