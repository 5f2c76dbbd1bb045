// No zod here: the quote form renders these options without loading the validation library.

export const SERVICE_OPTIONS = [
  'Wireless Systems',
  'Fiber Optics & LAN/WAN',
  'Satellite Communications',
  'Security System Design',
  'Road Traffic Informatics',
  'System Integration',
  'Other',
] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];
