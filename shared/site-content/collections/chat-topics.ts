import { z } from 'zod';
import { defineCollection } from '../collection';
import { id, text, type Strictness } from '../fields';

// What the chat assistant answers: keywords and an answer each (client/src/features/chat/
// match-topic.ts scores them). The built-in topics are the spec's eight; the first six answer
// for the six services. {email} and {phone} are filled in from the settings.

const item = ({ required }: Strictness) =>
  z.object({
    id,
    title: required('Title', 200),
    keywords: z.array(text('Keyword', 100)).max(60),
    /** {email} and {phone} are filled in from the settings. */
    answer: required('Answer', 2000),
    /** The service this topic answers for (a service without one is matched by its title). */
    serviceId: id.nullable(),
  });
export type ChatTopic = z.infer<ReturnType<typeof item>>;

export const chatTopics = defineCollection<ChatTopic>({
  localized: { id: false, title: true, keywords: true, answer: true, serviceId: false },
  title: 'Chat Answers',
  one: 'chat answer',
  many: 'chat answers',
  max: 100,
  item,
  name: (t) => t.title,
  create: (now) => ({ id: now.getTime(), title: '', keywords: [], answer: '', serviceId: null }),
  editor: {
    path: '/admin/chat',
    icon: 'message-square-text',
    what: 'Editing the chat answers',
    description:
      "What the chat assistant answers. A message scores 2 for each keyword it contains and 1 for each word of a topic's title; the best topic answers (the earlier one on a tie), and a message that scores nothing gets the fallback answer. A service without a topic of its own is answered from its title and summary. Changes apply when you save.",
    addLabel: 'Add Topic',
    listLabel: 'Chat topics',
    saved: 'Chat answers have been updated',
    empty: {
      title: 'No topics',
      text: 'The chat answers services from their titles, and everything else with its fallback answer.',
    },
    dashboard: 'Topics the chat assistant knows',
    testId: 'chat-topic-editor',
    fields: [
      [
        { kind: 'text', name: 'title', label: 'Title', placeholder: 'New Topic' },
        {
          kind: 'reference',
          name: 'serviceId',
          label: 'Answers for the service',
          collection: 'services',
          by: 'id',
          none: 'No service',
        },
      ],
      {
        kind: 'list',
        name: 'keywords',
        label: 'Keywords',
        hint: 'Separated by commas. One form of a word is enough (camera also finds cameras); a phrase matches when its words follow each other.',
        separator: ',',
      },
      {
        kind: 'textarea',
        name: 'answer',
        label: 'Answer',
        hint: '{email} and {phone} are replaced with the contact details of Site Settings.',
        rows: 4,
      },
    ],
  },
  defaults: [
    {
      id: 1,
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
      serviceId: 1,
    },
    {
      id: 2,
      title: 'Fiber Optics & LAN/WAN',
      keywords: [
        'fiber',
        'fibre',
        'optic',
        'splice',
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
      serviceId: 2,
    },
    {
      id: 3,
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
      serviceId: 3,
    },
    {
      id: 4,
      title: 'Security System Design',
      keywords: [
        'security',
        'cctv',
        'camera',
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
      serviceId: 4,
    },
    {
      id: 5,
      title: 'Road Traffic Informatics',
      keywords: [
        'traffic',
        'road',
        'signal',
        'anpr',
        'lpr',
        'ITS',
        'intelligent transport',
        'intersection',
        'vehicle',
        'highway',
        'message sign',
        'congestion',
      ],
      answer:
        'For road operators we deploy vehicle detection (radar, video and loops), adaptive signal control, ANPR, variable message signs and the roadside networks that connect them to a traffic management centre. Data is delivered in open formats so you can measure travel times, incidents and signal performance before and after.',
      serviceId: 5,
    },
    {
      id: 6,
      title: 'System Integration',
      keywords: [
        'integration',
        'noc',
        'soc',
        'operations centre',
        'operations center',
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
      serviceId: 6,
    },
    {
      id: 7,
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
      serviceId: null,
    },
    {
      id: 8,
      title: 'Case Studies',
      keywords: [
        'case study',
        'project',
        'example',
        'portfolio',
        'reference',
        'experience',
        'smart city',
      ],
      answer:
        'Three recent projects: a Smart City 5G network with 10x faster data speeds and 90% lower latency; a National Fiber Backbone of 10,000 km connecting 50+ cities; and a Corporate HQ Security overhaul with 75% fewer false alarms. Each has a page under Case Studies on the home page.',
      serviceId: null,
    },
  ],
});
