// The firm's postal address (Site Settings) as fields, and on one line. No imports: the public
// pages' footer and contact section show it, and zod (the settings' schema) stays out of their
// bundle (tests/build/js-budget.test.ts).

export interface PostalAddress {
  /** Street, number and any suite or floor: as many lines as it takes, joined by commas. */
  street: string;
  locality: string;
  /** State, province or county (NY); empty where addresses have none. */
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 (US, DE), or empty. */
  country: string;
}

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
