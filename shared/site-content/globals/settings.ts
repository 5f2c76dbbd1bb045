import { z } from 'zod';
import { defineGlobal } from '../global';
import { text, type Strictness } from '../fields';
import { addressFromLine, formatAddress, type PostalAddress } from '../postal-address';
import { SAMPLE_FIRM } from '../sample-firm';

// The firm's contact details: the top bar, the footer, the contact section, the chat's answers
// ({email}, {phone}) and the home page's structured data (its PostalAddress).

/** ISO 3166-1 alpha-2 (US, DE), or empty. */
const COUNTRY = /^([A-Za-z]{2})?$/;

const postalAddress: z.ZodType<PostalAddress> = z.object({
  /** Street, number and any suite or floor: as many lines as it takes, joined by commas. */
  street: text('Street', 200),
  locality: text('City', 100),
  /** State, province or county (NY); empty where addresses have none. */
  region: text('Region', 100),
  postalCode: text('Postal code', 20),
  country: z
    .string({ error: 'Country must be text' })
    .regex(COUNTRY, 'Country must be a two-letter code such as US or DE'),
});
export type { PostalAddress };
export { addressFromLine, formatAddress };

const value = ({ email }: Strictness) =>
  z.object({
    phone: text('Phone', 60),
    email,
    address: postalAddress,
  });
export type SiteSettings = z.infer<ReturnType<typeof value>>;

export const settings = defineGlobal<SiteSettings>({
  title: 'Site Settings',
  value,
  parts: { phone: 'phone', email: 'email', address: 'address' },
  verb: 'changed',
  original: true,
  editor: { path: '/admin/settings', icon: 'settings', what: 'Editing the site settings' },
  defaults: {
    phone: '+1 (212) 555-0147',
    email: SAMPLE_FIRM.email,
    address: {
      street: '350 Fifth Avenue, Suite 4100',
      locality: 'New York',
      region: 'NY',
      postalCode: '10118',
      country: 'US',
    },
  },
});
