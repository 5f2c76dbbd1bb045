// The three sample posts, newest first, each complete: what its first paragraph promises, it
// delivers. Checked against the item's schema when loaded (./blog-posts.ts).

const private5g = `Private 5G is not a Wi-Fi replacement; it is a tool for specific jobs: outdoor coverage across large sites, deterministic latency for automation, and SIM-based device identity. We walk through the spectrum options (CBRS in the US), core deployment models and the coverage surveys we run before recommending either technology.

## Where Wi-Fi remains the answer

Offices, classrooms, hospitals and hotels are carpeted, walled and full of laptops and phones that all speak Wi-Fi. Wi-Fi 6E and Wi-Fi 7 access points are inexpensive, every device supports them, and the licence-free 6 GHz band gives them wide, clean channels. For indoor user traffic we recommend Wi-Fi in almost every case.

## Where private 5G earns its cost

- **Large outdoor sites.** One outdoor 5G radio covers an area that takes a dozen or more outdoor Wi-Fi access points, each of which needs power, backhaul and a mast.
- **Devices on the move.** Vehicles, cranes and guided carts hand over between cells without dropping sessions; Wi-Fi roaming is decided by the client and often is not.
- **Predictable latency.** The 5G scheduler allocates uplink time to each device, so a control loop sees the same delay under load as when idle.
- **Device identity.** A SIM (or eSIM) identifies each device to the core: lost devices are revoked centrally, and no shared password sits on a sensor.

## Spectrum

In the US, the Citizens Broadband Radio Service (CBRS, 3.55–3.7 GHz) is open to enterprises: General Authorized Access needs no licence, and Priority Access Licenses add protection from other users in a county. A Spectrum Access System coordinates both. Elsewhere, regulators issue local licences per site: Germany in 3.7–3.8 GHz, the UK through Shared Access licences in 3.8–4.2 GHz. We check the band against the devices first: a band without modules that support it is of no use.

## Core deployment models

- **On-site core:** everything runs on servers at the site. Traffic never leaves it, and the site keeps working without a wide-area link; it needs people who can run it.
- **Hosted core with local breakout:** control functions run in a data centre or cloud, while the user plane stays on site. Less to operate, and still local traffic, but signalling depends on the wide-area link.
- **Operator slice:** a mobile operator serves the site from its network with reserved capacity. Fastest to start, least control over coverage and upgrades.

## The survey before the recommendation

1. Measure the noise floor in each candidate band across the site with a spectrum analyser.
2. List the devices that will connect, with the bands their radios support.
3. Model coverage for both technologies from the site's drawings and materials.
4. Where the model leaves doubt, put up a test cell for a week and measure.

The report compares both designs by coverage, capacity, latency and five-year cost. On most campuses the answer is both: Wi-Fi for people, private 5G for machines and the outdoors.
`;

const fiberBackbones = `Duct routes outlive every transceiver that will ever light them. Choosing fiber counts, ring versus mesh topologies, splice-closure spacing and route diversity on day one decides what a backbone can carry decades later. Here is the checklist our design team uses.

## The checklist

1. **Fiber count for growth.** Size the cable for at least twice the twenty-year traffic forecast. Civil works are most of a backbone's cost; the glass is a small part of it, and adding a cable later means digging again.
2. **A spare duct.** Lay at least one empty duct beside the cable. It turns the next cable from a construction project into an afternoon of blowing fiber.
3. **Rings, not chains.** Every node sits on a ring, so one cut never isolates it. Between major cities a mesh adds a second way around a double failure.
4. **Real route diversity.** The two paths of a ring share no trench, bridge, tunnel or building entry. We check this on the route maps, not on the schematic.
5. **Splice-closure spacing.** Place closures where a future branch is likely (junctions, industrial areas, towns), with a slack loop at each, so a new customer is a splice, not a new cable.
6. **The right fiber type.** ITU-T G.652.D for the backbone; bend-insensitive G.657.A1 where cables run through cabinets and tight building routes.
7. **A loss budget with margin.** Count 0.35 dB/km at 1310 nm and 0.25 dB/km at 1550 nm, 0.1 dB per splice and 0.5 dB per connector pair, then keep 3 dB in reserve for repairs and ageing.
8. **Acceptance testing.** Bidirectional OTDR traces at both wavelengths for every fiber, end-to-end loss measurements, and chromatic and polarisation-mode dispersion on long routes meant for high-rate wavelengths.
9. **Documentation to the splice.** An as-built record of every route, closure and splice, with the OTDR traces, in a GIS the operations team can search.

## What it buys

A backbone built this way takes new wavelengths, new customers and the occasional excavator without a redesign. On our [national fiber backbone](/case-studies/national-fiber-backbone) it left the carrier room for decades of growth on unlit fibers.
`;

const videoAnalytics = `Motion detection alone floods operators with alerts. Edge analytics that classify people and vehicles, combined with careful camera placement and tuned detection zones, reduced false alarms by 75% on a recent corporate headquarters project. This is how we did it.

## The starting point

The site's perimeter and car parks were watched by cameras that raised an alarm on any change of pixels. Trees in the wind, headlights on wet tarmac, rain and the shadows of passing clouds produced well over a hundred alerts a night, and operators had learnt to clear them without looking.

## Step 1: classify at the edge

We replaced motion alarms with analytics running on the cameras themselves, which raise an alarm only for a person or a vehicle. Because the classification happens at the edge, only events travel to the control room, not every frame.

## Step 2: place cameras for the analytics

Analytics need enough pixels on a target. We modelled every view against the pixel densities of IEC 62676-4 and moved or re-lensed cameras where a view fell short:

- Detection: 25 pixels per metre at the far edge of the zone
- Observation: 62.5 pixels per metre where operators follow what happens
- Recognition: 125 pixels per metre at gates and doors

## Step 3: tune zones and rules

- Line crossing on fences instead of alarms on whole areas
- Tree lines, roads and reflective façades excluded from detection zones
- A minimum object size and a dwell time before an alarm is raised
- Schedules: car parks alarm only outside working hours

## Step 4: measure

We logged every alarm for two weeks before the change and for four weeks after it, and walk-tested each zone at night and in the rain with people and vehicles taking the routes an intruder would.

## The results

- False alarms fell by 75%, from about 1,050 a week to about 260
- Every walk-test intrusion raised an alarm
- Operators now review each alarm, with a short clip attached, instead of clearing them in bulk

The whole project, from risk assessment to one security console, is in our case study [Corporate HQ Security Overhaul](/case-studies/corporate-hq-security).
`;

export const blogPostSamples = [
  {
    id: 1741132800000,
    slug: 'private-5g-for-campuses-when-it-beats-enterprise-wi-fi',
    title: 'Private 5G for Campuses: When It Beats Enterprise Wi-Fi',
    category: 'Wireless',
    date: '2025-03-05T00:00:00.000Z',
    imageSrc: '/images/blog/private-5g-campus.svg',
    imageAlt: 'Diagram of a private 5G cell serving a campus',
    content: private5g,
  },
  {
    id: 1736899200000,
    slug: 'designing-fiber-backbones-for-40-years-of-service',
    title: 'Designing Fiber Backbones for 40 Years of Service',
    category: 'Fiber Optics',
    date: '2025-01-15T00:00:00.000Z',
    imageSrc: '/images/blog/fiber-backbone-rings.svg',
    imageAlt: 'Map of a ring-topology fiber route between cities',
    content: fiberBackbones,
  },
  {
    id: 1731456000000,
    slug: 'cutting-false-alarms-with-video-analytics',
    title: 'Cutting False Alarms with Video Analytics',
    category: 'Security',
    date: '2024-11-13T00:00:00.000Z',
    imageSrc: '/images/blog/video-analytics-floor.svg',
    imageAlt: 'Camera coverage cones over a building floor plan',
    content: videoAnalytics,
  },
];
