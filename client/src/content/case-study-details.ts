// The text of the case study pages (their own chunk; the home page never loads it).

export interface CaseStudyDetails {
  client: string;
  challenge: string;
  solution: string;
  outcome: string;
}

export const caseStudyDetails: Record<string, CaseStudyDetails> = {
  'smart-city-5g': {
    client: 'A mid-sized US municipality',
    challenge:
      'The city ran its traffic signals, cameras and public Wi-Fi on leased copper and aging microwave links. Latency made adaptive signal control unreliable, and every new sensor meant a new lease.',
    solution:
      'We planned and deployed a private 5G network on CBRS spectrum with small cells on existing street-light poles, a redundant core in two city data centres and fiber backhaul on the municipal ring. Signals, cameras and Wi-Fi access points were migrated district by district without downtime.',
    outcome:
      'The city now owns its connectivity. Adaptive signal control runs on the new network, new sensors are provisioned in minutes, and the lease savings repay the investment within five years.',
  },
  'national-fiber-backbone': {
    client: 'A national telecommunications carrier',
    challenge:
      'The carrier needed a new backbone to replace capacity-limited leased wavelengths, with route diversity between every pair of major cities and a build schedule tied to regulatory milestones.',
    solution:
      'We engineered the routes in protected rings, managed permitting and civil works, deployed 144-fiber cable with fusion splicing certified by OTDR, and lit the network with DWDM transport ready for 400G wavelengths.',
    outcome:
      'The backbone was handed over on schedule and documented to the splice. It carries the carrier’s national traffic with room for decades of growth on unlit fibers.',
  },
  'corporate-hq-security': {
    client: 'A Fortune 500 financial services company',
    challenge:
      'Three generations of security systems ran side by side. Operators juggled separate consoles, and motion-based alarms produced so many false alerts that real incidents risked being missed.',
    solution:
      'After a risk assessment we redesigned camera coverage with modelled pixel densities, replaced door controllers, added edge video analytics that classify people and vehicles, and unified everything on one security management platform on a segmented network.',
    outcome:
      'Operators work from one console with verified alarms, and audits now take days instead of weeks.',
  },
};
