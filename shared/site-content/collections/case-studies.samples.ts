// The three case studies of the spec, with their figures and self-made illustrations.
// Checked against the item's schema when loaded (./case-studies.ts).

export const caseStudySamples = [
  {
    id: 1,
    slug: 'smart-city-5g',
    title: 'Smart City 5G Network',
    category: 'Wireless Systems',
    description:
      'A city-wide private 5G network connecting traffic signals, cameras and public Wi-Fi across a metropolitan core.',
    client: 'A mid-sized US municipality',
    imageSrc: null,
    imageAlt: 'Illustration of 5G small cells linked across a city grid',
    illustration: 'city-5g',
    challenge:
      'The city ran its traffic signals, cameras and public Wi-Fi on leased copper and aging microwave links. Latency made adaptive signal control unreliable, and every new sensor meant a new lease.',
    solution:
      'We planned and deployed a private 5G network on CBRS spectrum with small cells on existing street-light poles, a redundant core in two city data centres and fiber backhaul on the municipal ring. Signals, cameras and Wi-Fi access points were migrated district by district without downtime.',
    outcome:
      'The city now owns its connectivity. Adaptive signal control runs on the new network, new sensors are provisioned in minutes, and the lease savings repay the investment within five years.',
    stats: [
      {
        value: '10x',
        label: 'Faster data speeds',
      },
      {
        value: '90%',
        label: 'Latency reduction',
      },
      {
        value: '240',
        label: 'Small cells deployed',
      },
    ],
  },
  {
    id: 2,
    slug: 'national-fiber-backbone',
    title: 'National Fiber Backbone',
    category: 'Fiber Optics & LAN/WAN',
    description:
      'Design and build of a 10,000 km fiber backbone linking more than 50 cities with diverse, protected routes.',
    client: 'A national telecommunications carrier',
    imageSrc: null,
    imageAlt: 'Illustration of a fiber network map connecting cities in protected rings',
    illustration: 'fiber-backbone',
    challenge:
      'The carrier needed a new backbone to replace capacity-limited leased wavelengths, with route diversity between every pair of major cities and a build schedule tied to regulatory milestones.',
    solution:
      'We engineered the routes in protected rings, managed permitting and civil works, deployed 144-fiber cable with fusion splicing certified by OTDR, and lit the network with DWDM transport ready for 400G wavelengths.',
    outcome:
      'The backbone was handed over on schedule and documented to the splice. It carries the carrier’s national traffic with room for decades of growth on unlit fibers.',
    stats: [
      {
        value: '10,000km',
        label: 'Of fiber deployed',
      },
      {
        value: '50+',
        label: 'Cities connected',
      },
      {
        value: '400G',
        label: 'Wavelength-ready transport',
      },
    ],
  },
  {
    id: 3,
    slug: 'corporate-hq-security',
    title: 'Corporate HQ Security Overhaul',
    category: 'Security System Design',
    description:
      'A unified video, access control and intrusion detection system for a 40-storey headquarters.',
    client: 'A Fortune 500 financial services company',
    imageSrc: null,
    imageAlt: 'Illustration of camera coverage cones over a building floor plan',
    illustration: 'hq-security',
    challenge:
      'Three generations of security systems ran side by side. Operators juggled separate consoles, and motion-based alarms produced so many false alerts that real incidents risked being missed.',
    solution:
      'After a risk assessment we redesigned camera coverage with modelled pixel densities, replaced door controllers, added edge video analytics that classify people and vehicles, and unified everything on one security management platform on a segmented network.',
    outcome:
      'Operators work from one console with verified alarms, and audits now take days instead of weeks.',
    stats: [
      {
        value: '75%',
        label: 'Fewer false alarms',
      },
      {
        value: '1',
        label: 'Unified security console',
      },
      {
        value: '600+',
        label: 'Cameras and doors integrated',
      },
    ],
  },
];
