import { BUILD_DATE, daysAfter } from '../build-date';

// The sample events: one upcoming, dated from the build so that it stays upcoming for about two
// months whatever day the site is built, and one past, which the Events page keeps. Checked
// against the item's schema when loaded (./events.ts).

const upcoming = daysAfter(BUILD_DATE, 60);
const closes = daysAfter(BUILD_DATE, 58);
const past = daysAfter(BUILD_DATE, -45);

export const eventSamples = [
  {
    id: 1,
    slug: 'open-day-private-5g-logistics-campus',
    title: 'Open day: private 5G on a logistics campus',
    kind: 'site visit',
    starts: `${upcoming}T10:00`,
    ends: `${upcoming}T13:00`,
    timeZone: 'America/New_York',
    mode: 'in person',
    place: 'Harbour Logistics Campus, 400 Port Street, Newark, NJ 07114',
    summary: [
      'Walk the yard of a 60-hectare container terminal where our private 5G network carries crane telemetry, handheld scanners and 40 HD cameras on one licensed band.',
      '',
      '## Programme',
      '',
      '- 10:00 Welcome and safety briefing',
      '- 10:20 The radio design: coverage, capacity and the core on site',
      '- 11:00 Tour of the yard and the equipment room (safety boots provided)',
      '- 12:30 Questions over lunch with the engineers who built it',
      '',
      'For operations and IT leads of ports, campuses and industrial sites. Seats are limited by the terminal’s safety rules.',
    ].join('\n'),
    capacity: 24,
    registrationCloses: `${closes}T17:00`,
    services: ['wireless-systems', 'system-integration'],
  },
  {
    id: 2,
    slug: 'webinar-fibre-to-the-camera',
    title: 'Fibre to the camera: designing CCTV backbones',
    kind: 'webinar',
    starts: `${past}T11:00`,
    ends: `${past}T12:00`,
    timeZone: 'America/New_York',
    mode: 'online',
    place: '',
    summary: [
      'How to plan the fibre plant of a city-wide camera network: ring or star, splice budgets, power over long runs, and the spares that keep repairs under four hours.',
      '',
      'With the design of the 400-camera network of a mid-sized city as the worked example.',
    ].join('\n'),
    capacity: null,
    registrationCloses: null,
    services: ['fiber-optics', 'security-system-design'],
  },
];
