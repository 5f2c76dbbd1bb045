import type { Language } from '@shared/site-content/languages';

/**
 * The firm's names as its live content says them (Identity): e-mails read them when they are
 * sent, so they follow a publish. With them the site's languages (absent: one), which the staff's
 * mails and the webhook name a lead's language by.
 */
export interface FirmNames {
  name: string;
  legalName: string;
  languages?: Language[] | undefined;
}

export type FirmNamesOf = () => FirmNames;
