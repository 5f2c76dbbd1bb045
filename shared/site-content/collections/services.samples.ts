// The six services of the spec, in the order the home page shows them.
// Checked against the item's schema when loaded (./services.ts).

export const serviceSamples = [
  {
    id: 1,
    slug: 'wireless-systems',
    title: 'Wireless Systems',
    tagline: 'Private 5G, LTE and Wi-Fi designed from RF survey to handover.',
    summary:
      'Private 5G/LTE, enterprise Wi-Fi and point-to-point links, planned from measured RF data.',
    icon: 'wireless',
    description:
      'We design and deploy wireless networks that have to work on the first day: private 5G and LTE for campuses, ports and plants, high-density Wi-Fi 6E/7 for offices and venues, and licensed or unlicensed point-to-point microwave links between sites.\n\nEvery design starts with a site survey and a predictive RF model, is validated with on-site measurements, and ends with a coverage and throughput report you can hold us to.',
    capabilities: [
      'Predictive RF planning and on-site surveys',
      'Private 5G / LTE cores and radio access (CBRS and licensed bands)',
      'High-density Wi-Fi 6E and Wi-Fi 7',
      'Point-to-point and point-to-multipoint microwave backhaul',
      'Distributed antenna systems for in-building coverage',
    ],
  },
  {
    id: 2,
    slug: 'fiber-optics',
    title: 'Fiber Optics & LAN/WAN',
    tagline: 'Backbones, campus fiber and the LAN/WAN that runs on them.',
    summary:
      'Long-haul and metro fiber, campus cabling and resilient LAN/WAN architectures built to last decades.',
    icon: 'fiber',
    description:
      'From route engineering and duct design to splicing, OTDR testing and DWDM lighting, we build fiber networks for operators, municipalities and enterprises, and the switched and routed LAN/WAN that runs on top of them.\n\nRing and mesh topologies with route diversity, documented to the splice, so the network can be operated and extended for decades.',
    capabilities: [
      'Route engineering, permitting support and duct design',
      'Single-mode backbone and FTTx deployment, fusion splicing',
      'OTDR and insertion-loss certification',
      'DWDM and 100/400G transport',
      'Campus LAN, SD-WAN and data-center interconnect',
    ],
  },
  {
    id: 3,
    slug: 'satellite-communications',
    title: 'Satellite Communications',
    tagline: 'GEO, MEO and LEO links for sites that terrestrial networks miss.',
    summary:
      'VSAT and LEO terminals, teleport links and hybrid failover for remote and mission-critical sites.',
    icon: 'satellite',
    description:
      'When fiber is years away or a site must stay connected through a disaster, satellite is the answer. We plan link budgets, select GEO, MEO or LEO services and integrate terminals with your terrestrial network.\n\nHybrid designs combine satellite with cellular and fiber under one policy-based router, so failover is automatic and bandwidth costs stay predictable.',
    capabilities: [
      'Link budget and rain-fade analysis',
      'VSAT, LEO and multi-orbit terminal deployment',
      'Hybrid SD-WAN failover across satellite, cellular and fiber',
      'Emergency and rapid-deployment communications kits',
      'Teleport and ground-segment integration',
    ],
  },
  {
    id: 4,
    slug: 'security-system-design',
    title: 'Security System Design',
    tagline: 'Video, access control and intrusion detection engineered as one system.',
    summary:
      'Video surveillance, access control and perimeter detection designed around your risks, not a product catalogue.',
    icon: 'security',
    description:
      'We begin with a threat and vulnerability assessment, then design camera coverage, access control and intrusion detection that answer it. Coverage cones, pixel densities and door hardware are specified on the drawings before anything is bought.\n\nSystems are integrated into one security management platform with video analytics at the edge, hardened network segments and audit-ready documentation.',
    capabilities: [
      'Threat, vulnerability and risk assessments',
      'IP video design with pixel-density and coverage modelling',
      'Access control, visitor management and intrusion detection',
      'Edge video analytics to cut false alarms',
      'Security network hardening and segmentation',
    ],
  },
  {
    id: 5,
    slug: 'road-traffic-informatics',
    title: 'Road Traffic Informatics',
    tagline: 'Sensors, signals and data platforms for safer, smoother roads.',
    summary:
      'Traffic sensors, adaptive signal control, ANPR and roadside communications for cities and corridors.',
    icon: 'traffic',
    description:
      'We connect roads to the people who manage them: detection (radar, video, inductive loops), adaptive signal control, automatic number-plate recognition, variable message signs and the roadside networks that link them to a traffic management centre.\n\nData is normalised into open formats so operators can measure travel times, incidents and signal performance, and prove the improvement.',
    capabilities: [
      'Vehicle detection and classification (radar, video, loops)',
      'Adaptive traffic signal control',
      'ANPR and average-speed enforcement systems',
      'Variable message signs and roadside communications',
      'Traffic management centre integration and dashboards',
    ],
  },
  {
    id: 6,
    slug: 'system-integration',
    title: 'System Integration',
    tagline: 'One accountable team that makes every subsystem work together.',
    summary:
      'Multi-vendor integration, network operations centres and lifecycle support under one contract.',
    icon: 'integration',
    description:
      'Large projects fail at the interfaces. We take responsibility for them: requirements, interface control documents, factory and site acceptance tests, and a single point of contact from design to operation.\n\nWe integrate telecom, security and building systems into network and security operations centres, and support them afterwards with monitoring and maintenance agreements.',
    capabilities: [
      'Requirements engineering and interface control',
      'Multi-vendor integration and acceptance testing',
      'Network and security operations centre (NOC/SOC) build-out',
      'Monitoring, maintenance and service-level agreements',
      'Documentation and operator training',
    ],
  },
];
