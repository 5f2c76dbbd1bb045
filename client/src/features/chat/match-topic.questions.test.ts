import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { buildChatKnowledge } from '~/lib/site-data/chat-knowledge';
import { matchTopic, replyTo } from './match-topic';

// The topics as the chat gets them from the built-in content.
const known = buildChatKnowledge(defaultSiteData)!;
const topics = known.topics;

// Questions a visitor actually types, in their own words (forms, plurals, punctuation), and the
// topic whose answer they should get. A change to the keyword lists or to the matcher that sends
// one of them elsewhere fails here.

const expected: Record<string, string[]> = {
  'Wireless Systems': [
    'Can you build a private 5G network for our port?',
    'Do you install Wi-Fi access points in warehouses?',
    'We have poor cell coverage in our basement.',
    'Which antennas do you recommend for a stadium?',
    'Is CBRS spectrum available for our campus?',
    'How much bandwidth does a microwave link give?',
    'Do you do RF surveys before installing anything?',
    'We want LTE underground in our mine',
    'Can you improve the wireless signal in our office building?',
  ],
  'Fiber Optics & LAN/WAN': [
    'I need fibers for my campus',
    'Do you splice fibre optic cables?',
    'Can you run OTDR tests on our existing cable?',
    'We need a new LAN for three buildings',
    'Do you set up SD-WAN between branch offices?',
    'Our data center needs a DWDM backbone.',
    'How fast is 400G over dark fiber?',
    'Who does structured cabling in new buildings?',
    'Fiber-to-the-home (FTTH) for a housing estate?',
  ],
  'Satellite Communications': [
    'Do you install satellites?',
    'Is Starlink good enough for an oil rig?',
    "What's the difference between LEO and GEO?",
    'Our remote sites have no internet, what can you do?',
    'How do you deal with rain fade?',
    'Can you calculate a link budget for a VSAT terminal?',
    'We need satellite backup for our mines',
    'Which orbit is best for low latency?',
  ],
  'Security System Design': [
    'Can you design CCTV for a parking garage?',
    'We need access control for 12 doors',
    'Do you install security cameras?',
    'Our perimeter alarms give far too many false alarms',
    'Which video management software do you use?',
    'Can you add video analytics to our existing cameras?',
    'How would you protect a data center against intrusion?',
    'We want surveillance along the fence line',
  ],
  'Road Traffic Informatics': [
    'Do you work on traffic lights?',
    'Can you install ANPR on a highway?',
    'Our city has terrible congestion at rush hour',
    'Do you supply variable message signs?',
    'How do you count vehicles on a road?',
    'Can you help with intelligent transport systems?',
    'Adaptive signal control for busy intersections',
    'We run the ITS for a motorway operator',
  ],
  'System Integration': [
    'Can you integrate our cameras with the access system?',
    'Do you build network operations centres?',
    'We need one turnkey contractor for many vendors',
    'Do you offer maintenance contracts?',
    'What SLA do you offer for monitoring?',
    'Who runs the factory acceptance tests?',
    'Can you monitor our network around the clock?',
    'We are a multi-vendor site and need an integrator',
  ],
  'General Contact': [
    'What is your phone number?',
    'How can I contact you?',
    'How much does it cost?',
    'Can I get a quote?',
    'Where is your office?',
    "What's your e-mail address?",
    "I'd like to talk to sales",
    'What are your prices?',
  ],
  'Case Studies': [
    'Can you show me some examples of your work?',
    'Do you have references?',
    'What projects have you done?',
    'Tell me about the smart city project',
    'Show me a case study',
    'How much experience do you have?',
    'Do you have a portfolio?',
    'Which case studies can I read?',
  ],
};

const nonsense = [
  'How is the weather?',
  'asdfghjkl',
  'What are its benefits?',
  'Tell me a joke',
  'Do you like pizza?',
  'Is it the one?',
  '???',
  '   ',
];

describe('the chat understands visitors in ordinary English', () => {
  const cases = Object.entries(expected).flatMap(([title, questions]) =>
    questions.map((question) => [question, title] as const),
  );

  it('has at least 60 questions across all eight topics', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(expected)).toHaveLength(8);
  });

  it.each(cases)('%s -> %s', (question, title) => {
    expect(matchTopic(question, topics)?.topic.title).toBe(title);
  });

  it.each(nonsense)('%j gets the fallback answer', (question) => {
    expect(matchTopic(question, topics)).toBeNull();
    expect(replyTo(question, known)).toEqual({ text: defaultSiteData.chat.fallback, link: null });
  });
});
