// The chat assistant's knowledge: eight topics, each with keywords and an
// answer. Matching rules live in features/chat/match-topic.ts. {email} and {phone} are replaced
// with the current site settings.

export interface ChatTopic {
  title: string;
  /** Lower-case words or phrases; each one found in the message scores 2. */
  keywords: string[];
  answer: string;
}

export const CHAT_GREETING =
  "Hello! I'm the AI Engineer. Ask me about wireless and 5G, fiber, satellite links, security systems, traffic informatics or system integration.";

export const CHAT_FALLBACK =
  "That's an excellent question! My knowledge in that specific area is still developing. For a detailed answer, I recommend reaching out to our human experts through the contact form. They have deep expertise and would be happy to help!";

export const CHAT_REPLY_DELAY_MS = 1500;
export const CHAT_BUTTON_DELAY_MS = 2000;

export const chatTopics: ChatTopic[] = [
  {
    title: 'Wireless Systems',
    keywords: [
      '5g',
      'lte',
      'wifi',
      'wi-fi',
      'wireless',
      'cbrs',
      'microwave',
      'antenna',
      'rf',
      'coverage',
      'das',
      'spectrum',
    ],
    answer:
      'We design private 5G and LTE networks (often on CBRS spectrum in the US), high-density Wi-Fi 6E/7 and point-to-point microwave backhaul. Every design starts with an RF survey and a predictive coverage model and ends with measured coverage and throughput reports. Private 5G shines outdoors and for low-latency automation; Wi-Fi stays the cost-effective choice indoors.',
  },
  {
    title: 'Fiber Optics & LAN/WAN',
    keywords: [
      'fiber',
      'fibre',
      'optic',
      'splice',
      'splicing',
      'otdr',
      'dwdm',
      'backbone',
      'lan',
      'wan',
      'sd-wan',
      'cabling',
      'ftth',
      'switching',
    ],
    answer:
      'Our fiber team handles route engineering, duct design, fusion splicing and OTDR certification, then lights the network with DWDM transport ready for 100G/400G. On top we build campus LANs, SD-WAN and data-center interconnects. We favour ring or mesh topologies with route diversity so a single cut never takes a site offline.',
  },
  {
    title: 'Satellite Communications',
    keywords: [
      'satellite',
      'vsat',
      'leo',
      'geo',
      'meo',
      'orbit',
      'teleport',
      'remote site',
      'rain fade',
      'starlink',
      'link budget',
    ],
    answer:
      'For remote or mission-critical sites we plan satellite links end to end: link budgets with rain-fade margins, a choice between GEO, MEO and LEO services, terminal installation, and hybrid SD-WAN failover that combines satellite with cellular and fiber. LEO gives low latency for interactive traffic; GEO remains strong for broadcast and wide coverage.',
  },
  {
    title: 'Security System Design',
    keywords: [
      'security',
      'cctv',
      'camera',
      'cameras',
      'surveillance',
      'access control',
      'intrusion',
      'alarm',
      'video',
      'analytics',
      'perimeter',
      'vms',
    ],
    answer:
      'Security design starts with a threat and vulnerability assessment. We then model camera coverage and pixel densities, specify access control and intrusion detection, and integrate everything on one security management platform with edge video analytics. On a recent headquarters project this cut false alarms by 75%. The security network itself is segmented and hardened.',
  },
  {
    title: 'Road Traffic Informatics',
    keywords: [
      'traffic',
      'road',
      'signal',
      'signals',
      'anpr',
      'lpr',
      'its',
      'intersection',
      'vehicle',
      'highway',
      'message sign',
      'congestion',
    ],
    answer:
      'For road operators we deploy vehicle detection (radar, video and loops), adaptive signal control, ANPR, variable message signs and the roadside networks that connect them to a traffic management centre. Data is delivered in open formats so you can measure travel times, incidents and signal performance before and after.',
  },
  {
    title: 'System Integration',
    keywords: [
      'integration',
      'integrate',
      'integrator',
      'noc',
      'soc',
      'multi-vendor',
      'interface',
      'acceptance',
      'maintenance',
      'sla',
      'monitoring',
      'turnkey',
    ],
    answer:
      'As system integrator we own the interfaces between subsystems: requirements, interface control documents, factory and site acceptance tests, and one accountable contact from design to operation. We build network and security operations centres and support them with monitoring and maintenance agreements with defined service levels.',
  },
  {
    title: 'General Contact',
    keywords: [
      'contact',
      'email',
      'e-mail',
      'phone',
      'call',
      'reach',
      'talk',
      'quote',
      'price',
      'pricing',
      'cost',
      'office',
      'address',
      'hire',
      'sales',
    ],
    answer:
      'You can reach our engineers at {email} or by phone at {phone}. For pricing, the quickest route is the Get a Quote form: tell us about your site and goals and we will reply with a scoped proposal.',
  },
  {
    title: 'Case Studies',
    keywords: [
      'case study',
      'case studies',
      'project',
      'projects',
      'example',
      'examples',
      'portfolio',
      'reference',
      'references',
      'experience',
      'smart city',
    ],
    answer:
      'Three recent projects: a Smart City 5G network with 10x faster data speeds and 90% lower latency; a National Fiber Backbone of 10,000 km connecting 50+ cities; and a Corporate HQ Security overhaul with 75% fewer false alarms. Each has a page under Case Studies on the home page.',
  },
];
