// Eight technology partners, shown as text wordmarks. The names are fictional: a real firm puts
// its own partners here (and their logos only with permission).

export interface Partner {
  name: string;
  specialization: string;
  /** Optional same-origin logo file; the home page shows a text wordmark when absent. */
  logoUrl: string | null;
}

export const partners: Partner[] = [
  { name: 'Arclight Radio', specialization: '5G & LTE radio access', logoUrl: null },
  { name: 'Lumen Core Optics', specialization: 'DWDM transport', logoUrl: null },
  { name: 'Orbitra', specialization: 'LEO satellite services', logoUrl: null },
  { name: 'Sentinel Vision', specialization: 'IP video & analytics', logoUrl: null },
  { name: 'Keystone Access', specialization: 'Access control', logoUrl: null },
  { name: 'Trafficware Labs', specialization: 'Adaptive signal control', logoUrl: null },
  { name: 'Northgate Switching', specialization: 'Campus & data-center switching', logoUrl: null },
  { name: 'Helix SD-WAN', specialization: 'Software-defined WAN', logoUrl: null },
];
