// The built-in downloads (marked Sample in the admin until changed). Their files are small PDFs
// the server writes at start from these items (server/src/services/files/sample-files.ts),
// stored as every upload is, by the hash of their bytes: nothing binary is kept in the
// repository. A change to a sample's title, category, date or summary changes its file's bytes,
// so its `src` and `size` too (sample-files.test.ts names the new ones).

export const downloadSamples = [
  {
    id: 1,
    slug: 'fiber-backbone-reference-design',
    title: 'Fiber Backbone Reference Design',
    summary:
      'How we design a metro fiber backbone: ring topology with diverse duct routes, splice and patch schemes, OTDR acceptance tests and the as-built records the operator keeps.\n\nFor network planners who compare integrators before a tender.',
    file: {
      src: '/files/7babb739b528675e32f65eaedde421da.pdf',
      name: 'fiber-backbone-reference-design.pdf',
      type: 'application/pdf',
      size: 1132,
    },
    cover: null,
    category: 'Reference designs',
    services: ['fiber-optics', 'system-integration'],
    gated: true,
    featured: false,
    updated: '2026-10-14',
  },
  {
    id: 2,
    slug: 'video-surveillance-design-checklist',
    title: 'Video Surveillance Design Checklist',
    summary:
      'The 40 questions we answer before placing a camera: coverage and pixel density per task, lighting, retention, network load, privacy zones and who watches the footage.\n\nFor security managers writing a requirement.',
    file: {
      src: '/files/cbfbfe6b7099363b763643f3f678241f.pdf',
      name: 'video-surveillance-design-checklist.pdf',
      type: 'application/pdf',
      size: 1108,
    },
    cover: null,
    category: 'Checklists',
    services: ['security-system-design'],
    gated: true,
    featured: false,
    updated: '2026-09-30',
  },
  {
    id: 3,
    slug: 'private-5g-capability-statement',
    title: 'Private 5G Capability Statement',
    summary:
      'Who we are as a private 5G and LTE integrator: the radio planning, core and device work we do ourselves, the vendors we are certified on, and reference sites.\n\nTwo pages, for a shortlist.',
    file: {
      src: '/files/b16b2e87724b25aca1bdd55f9249f0a6.pdf',
      name: 'private-5g-capability-statement.pdf',
      type: 'application/pdf',
      size: 1090,
    },
    cover: null,
    category: 'Capability statements',
    services: ['wireless-systems'],
    gated: false,
    featured: false,
    updated: '2026-11-02',
  },
];
