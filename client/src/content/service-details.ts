// The text of the service detail pages (their own chunk; the home page never loads it).

export interface ServiceDetails {
  /** Paragraphs of the detail page. */
  description: string[];
  /** What the firm delivers, as short list items. */
  capabilities: string[];
}

export const serviceDetails: Record<string, ServiceDetails> = {
  'wireless-systems': {
    description: [
      'We design and deploy wireless networks that have to work on the first day: private 5G and LTE for campuses, ports and plants, high-density Wi-Fi 6E/7 for offices and venues, and licensed or unlicensed point-to-point microwave links between sites.',
      'Every design starts with a site survey and a predictive RF model, is validated with on-site measurements, and ends with a coverage and throughput report you can hold us to.',
    ],
    capabilities: [
      'Predictive RF planning and on-site surveys',
      'Private 5G / LTE cores and radio access (CBRS and licensed bands)',
      'High-density Wi-Fi 6E and Wi-Fi 7',
      'Point-to-point and point-to-multipoint microwave backhaul',
      'Distributed antenna systems for in-building coverage',
    ],
  },
  'fiber-optics': {
    description: [
      'From route engineering and duct design to splicing, OTDR testing and DWDM lighting, we build fiber networks for operators, municipalities and enterprises, and the switched and routed LAN/WAN that runs on top of them.',
      'Ring and mesh topologies with route diversity, documented to the splice, so the network can be operated and extended for decades.',
    ],
    capabilities: [
      'Route engineering, permitting support and duct design',
      'Single-mode backbone and FTTx deployment, fusion splicing',
      'OTDR and insertion-loss certification',
      'DWDM and 100/400G transport',
      'Campus LAN, SD-WAN and data-center interconnect',
    ],
  },
  'satellite-communications': {
    description: [
      'When fiber is years away or a site must stay connected through a disaster, satellite is the answer. We plan link budgets, select GEO, MEO or LEO services and integrate terminals with your terrestrial network.',
      'Hybrid designs combine satellite with cellular and fiber under one policy-based router, so failover is automatic and bandwidth costs stay predictable.',
    ],
    capabilities: [
      'Link budget and rain-fade analysis',
      'VSAT, LEO and multi-orbit terminal deployment',
      'Hybrid SD-WAN failover across satellite, cellular and fiber',
      'Emergency and rapid-deployment communications kits',
      'Teleport and ground-segment integration',
    ],
  },
  'security-system-design': {
    description: [
      'We begin with a threat and vulnerability assessment, then design camera coverage, access control and intrusion detection that answer it. Coverage cones, pixel densities and door hardware are specified on the drawings before anything is bought.',
      'Systems are integrated into one security management platform with video analytics at the edge, hardened network segments and audit-ready documentation.',
    ],
    capabilities: [
      'Threat, vulnerability and risk assessments',
      'IP video design with pixel-density and coverage modelling',
      'Access control, visitor management and intrusion detection',
      'Edge video analytics to cut false alarms',
      'Security network hardening and segmentation',
    ],
  },
  'road-traffic-informatics': {
    description: [
      'We connect roads to the people who manage them: detection (radar, video, inductive loops), adaptive signal control, automatic number-plate recognition, variable message signs and the roadside networks that link them to a traffic management centre.',
      'Data is normalised into open formats so operators can measure travel times, incidents and signal performance, and prove the improvement.',
    ],
    capabilities: [
      'Vehicle detection and classification (radar, video, loops)',
      'Adaptive traffic signal control',
      'ANPR and average-speed enforcement systems',
      'Variable message signs and roadside communications',
      'Traffic management centre integration and dashboards',
    ],
  },
  'system-integration': {
    description: [
      'Large projects fail at the interfaces. We take responsibility for them: requirements, interface control documents, factory and site acceptance tests, and a single point of contact from design to operation.',
      'We integrate telecom, security and building systems into network and security operations centres, and support them afterwards with monitoring and maintenance agreements.',
    ],
    capabilities: [
      'Requirements engineering and interface control',
      'Multi-vendor integration and acceptance testing',
      'Network and security operations centre (NOC/SOC) build-out',
      'Monitoring, maintenance and service-level agreements',
      'Documentation and operator training',
    ],
  },
};
