import type { Partner } from '../../schemas/site-content';

// Eight technology partners, shown as text wordmarks. The names are fictional: a real firm puts
// its own partners here (and their logos only with permission).

export const defaultPartners: Partner[] = [
  {
    id: 1,
    name: 'Arclight Radio',
    specialization: '5G & LTE radio access',
    logoSrc: null,
  },
  {
    id: 2,
    name: 'Lumen Core Optics',
    specialization: 'DWDM transport',
    logoSrc: null,
  },
  {
    id: 3,
    name: 'Orbitra',
    specialization: 'LEO satellite services',
    logoSrc: null,
  },
  {
    id: 4,
    name: 'Sentinel Vision',
    specialization: 'IP video & analytics',
    logoSrc: null,
  },
  {
    id: 5,
    name: 'Keystone Access',
    specialization: 'Access control',
    logoSrc: null,
  },
  {
    id: 6,
    name: 'Trafficware Labs',
    specialization: 'Adaptive signal control',
    logoSrc: null,
  },
  {
    id: 7,
    name: 'Northgate Switching',
    specialization: 'Campus & data-center switching',
    logoSrc: null,
  },
  {
    id: 8,
    name: 'Helix SD-WAN',
    specialization: 'Software-defined WAN',
    logoSrc: null,
  },
];
