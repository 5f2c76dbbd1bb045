import { z } from 'zod';
import { defineGlobal } from '../global';
import { text, type Strictness } from '../fields';

// The firm's contact details: the top bar, the footer, the contact section, the chat's answers
// ({email}, {phone}) and the home page's structured data (its PostalAddress).

/** ISO 3166-1 alpha-2 (US, DE), or empty. */
const COUNTRY = /^([A-Za-z]{2})?$/;

const postalAddress = z.object({
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
export type PostalAddress = z.infer<typeof postalAddress>;

const value = ({ email }: Strictness) =>
  z.object({
    phone: text('Phone', 60),
    email,
    address: postalAddress,
  });
export type SiteSettings = z.infer<ReturnType<typeof value>>;

/** The address on one line, as the pages show it: "350 Fifth Avenue, New York, NY 10118". */
export function formatAddress(address: PostalAddress): string {
  const { street, locality, region, postalCode } = address;
  const area = [region, postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [street, locality, area]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * An address stored as one line (versions before the fields) in fields: a US line ("street,
 * city, ST 12345") or a European one ("street, 12345 city") is split; any other stays whole in
 * `street`, where it shows as before, for the firm to split in Site Settings.
 */
export function addressFromLine(line: string): PostalAddress {
  const empty = { street: line.trim(), locality: '', region: '', postalCode: '', country: '' };
  const us = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line.trim());
  if (us) {
    const [, street, locality, region, postalCode] = us as unknown as string[];
    return {
      street: street!,
      locality: locality!,
      region: region!,
      postalCode: postalCode!,
      country: 'US',
    };
  }
  const european = /^(.+?),\s*(\d{4,5})\s+([^,\d][^,]*)$/.exec(line.trim());
  if (european) {
    const [, street, postalCode, locality] = european as unknown as string[];
    return { ...empty, street: street!, locality: locality!, postalCode: postalCode! };
  }
  return empty;
}

export const settings = defineGlobal<SiteSettings>({
  title: 'Site Settings',
  value,
  parts: { phone: 'phone', email: 'email', address: 'address' },
  verb: 'changed',
  original: true,
  editor: { path: '/admin/settings', icon: 'settings', what: 'Editing the site settings' },
  defaults: {
    phone: '+1 (212) 555-0147',
    email: 'info@meridian-netsec.com',
    address: {
      street: '350 Fifth Avenue, Suite 4100',
      locality: 'New York',
      region: 'NY',
      postalCode: '10118',
      country: 'US',
    },
  },
});
