/**
 * The firm's names as its live content says them (Identity): e-mails read them when they are
 * sent, so they follow a publish.
 */
export interface FirmNames {
  name: string;
  legalName: string;
}

export type FirmNamesOf = () => FirmNames;
