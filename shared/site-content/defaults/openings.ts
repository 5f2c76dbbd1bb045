import type { Opening } from '../../schemas/site-content';

// The four openings of the spec.

export const defaultOpenings: Opening[] = [
  {
    id: 1,
    title: 'Senior Network Engineer',
    location: 'New York',
    type: 'Full-time',
    department: 'Engineering',
    description:
      'Design and commission carrier-grade IP/MPLS, DWDM and private 5G networks for our largest clients. 8+ years in network engineering; CCIE/JNCIE or equivalent experience welcome.',
    datePosted: '2026-11-02',
  },
  {
    id: 2,
    title: 'Cybersecurity Analyst',
    location: 'Remote',
    type: 'Full-time',
    department: 'Security',
    description:
      'Assess, harden and monitor the security and OT networks we build. Experience with network segmentation, SIEM tooling and IEC 62443 or NIST frameworks.',
    datePosted: '2026-10-19',
  },
  {
    id: 3,
    title: 'Project Manager - Telecommunications',
    location: 'Austin',
    type: 'Full-time',
    department: 'Management',
    description:
      'Lead fiber and wireless deployment projects from permitting to acceptance: schedules, budgets, subcontractors and client reporting. PMP and outside-plant experience preferred.',
    datePosted: '2026-10-05',
  },
  {
    id: 4,
    title: 'Field Technician',
    location: 'Chicago',
    type: 'Contract',
    department: 'Operations',
    description:
      'Install, splice and test fiber, mount and align radios, and terminate security devices on site. OTDR and fusion-splicing experience; valid driver’s licence.',
    datePosted: '2026-09-21',
  },
];
