// The built-in pages of the firm's own making (Sample until edited): an About page, and a
// campaign landing page with a quote form, the kind marketing makes for one campaign.

const block = { hidden: false, anchor: '' };

export const customPageSamples = [
  {
    id: 1,
    kind: 'page',
    slug: 'about',
    path: '/about',
    title: 'About us',
    noindex: false,
    blocks: [
      {
        ...block,
        id: 1,
        kind: 'hero',
        eyebrow: 'About us',
        heading: 'Engineers who stay accountable after handover',
        text: 'A team of network and security engineers who design, build and operate the infrastructure cities, campuses and operators depend on, and who answer their own phone.',
        imageSrc: null,
        imageAlt: '',
        buttonLabel: 'Talk to an engineer',
        buttonHref: '/contact',
        secondLabel: 'Our services',
        secondHref: '/#services',
        animated: false,
      },
      {
        ...block,
        id: 2,
        kind: 'text',
        heading: 'How we work',
        body:
          'We are vendor-independent: we choose equipment on merit and say why in writing.\n\n' +
          '- **One team from survey to support.** The engineers who design a network build it and stay on call for it.\n' +
          '- **Figures, not adjectives.** Every proposal states its assumptions, its risks and what we will measure at handover.\n' +
          '- **Certified where it counts.** Our quality, safety and information-security management is audited every year.',
      },
      {
        ...block,
        id: 3,
        kind: 'figures',
        heading: 'In numbers',
        items: [
          { value: '15+', label: 'Years engineering critical networks' },
          { value: '40', label: 'Engineers and technicians' },
          { value: '24/7', label: 'Operations support' },
        ],
      },
      {
        ...block,
        id: 4,
        kind: 'team',
        eyebrow: 'Our Team',
        heading: 'The people you will work with',
        intro: 'Engineers who have designed, built and operated networks like yours.',
        pick: 'newest',
        count: 8,
        chosen: [],
      },
      {
        ...block,
        id: 5,
        kind: 'form',
        form: 'contact',
        service: '',
        event: '',
        eyebrow: 'Contact',
        heading: 'Tell us what you are planning',
        intro:
          'We reply within one business day, usually with the engineer who would lead the work.',
        formHeading: 'Send us a message',
        formNote: 'All fields are required.',
      },
    ],
  },
  {
    id: 2,
    kind: 'campaign',
    slug: 'private-5g-assessment',
    path: '/c/private-5g-assessment',
    title: 'Private 5G site assessment',
    noindex: true,
    blocks: [
      {
        ...block,
        id: 1,
        kind: 'hero',
        eyebrow: 'Private 5G',
        heading: 'Find out what private 5G would do for your site',
        text: 'A two-day survey of your campus, port or plant by our radio engineers: coverage, capacity, spectrum options and a costed plan.',
        imageSrc: null,
        imageAlt: '',
        buttonLabel: 'Request the assessment',
        buttonHref: '#quote',
        secondLabel: '',
        secondHref: '',
        animated: false,
      },
      {
        ...block,
        id: 2,
        kind: 'text',
        heading: 'What you get',
        body:
          '- A coverage model of your site, indoors and out\n' +
          '- The spectrum options open to you, and what each costs to license\n' +
          '- A plan with equipment, phases and a budget you can take to your board',
      },
      {
        ...block,
        id: 3,
        kind: 'faq',
        eyebrow: 'Questions',
        heading: 'Before you ask',
        items: [
          {
            question: 'How long does the assessment take?',
            answer: 'Two days on site and about a week for the report.',
          },
          {
            question: 'Do we need our own spectrum?',
            answer:
              'Not always. We compare shared, leased and licensed options for your country and site.',
          },
        ],
      },
      {
        ...block,
        id: 4,
        kind: 'form',
        form: 'quote',
        service: 'wireless-systems',
        event: '',
        eyebrow: 'Request',
        heading: 'Request your assessment',
        intro: 'Tell us about your site; an engineer replies within one business day.',
        formHeading: 'Your site',
        formNote: '',
      },
    ],
  },
];
