import { z } from 'zod';
import { defineGlobal } from '../global';
import { text, type Strictness } from '../fields';
import { isLogoPath } from '../media-urls';
import { SAMPLE_FIRM } from '../sample-firm';
import { SOCIAL_NETWORKS } from '../social-networks';

// Who the firm is, as its own site says it: its names, tagline, the default description of its
// pages, its logo, its colour and its social accounts. Edited on the Identity page; the built-in
// values are sample content (a firm installing the site replaces them).

/** The default meta description's length: what search engines show of it. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
};

/** A line break (CR, LF or Unicode's separators): the firm's names go into titles and headers. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

const value = ({ email, required, lenient }: Strictness) => {
  const oneLine = (label: string, max: number) =>
    required(label, max).refine((v) => lenient || !LINE_BREAK.test(v), {
      error: `${label} must be one line`,
    });
  return z.object({
    name: oneLine('Name', 80),
    legalName: oneLine('Legal name', 200),
    tagline: oneLine('Tagline', 120),
    /** Every page's meta description unless the page has its own. */
    description: required('Description', DESCRIPTION_LENGTH.max).refine(
      (d) => d.trim().length >= DESCRIPTION_LENGTH.min,
      { error: `Description must be at least ${DESCRIPTION_LENGTH.min} characters` },
    ),
    foundingYear: z
      .number({ error: 'Founding year must be a year such as 2009' })
      .int('Founding year must be a year such as 2009')
      .min(1800, 'Founding year must be a year such as 2009')
      .max(2100, 'Founding year must be a year such as 2009')
      .nullable(),
    /** Where privacy requests go ({privacyEmail} in the legal pages). */
    privacyEmail: email,
    /**
     * Where vulnerability reports go (security.txt's Contact); empty: the privacy address.
     * Versions stored before it have none.
     */
    securityEmail: z.union([z.literal(''), email]).default(''),
    /** An uploaded SVG or PNG (POST /api/media); none: the built-in mark. */
    logo: z
      .object({
        src: text('Logo', 300).refine((src) => lenient || isLogoPath(src), {
          error: 'Logo must be an uploaded SVG or PNG (/media/...)',
        }),
        alt: text('Logo description', 200),
      })
      .nullable(),
    /** The accent of links and buttons; each theme gets a shade that reads (./accent.ts). */
    accentColor: z
      .string({ error: 'Accent colour must be a colour such as #22d3ee' })
      .regex(ACCENT_PATTERN, { error: 'Accent colour must be a colour such as #22d3ee' }),
    social: z
      .array(
        z.object({
          network: z.enum(SOCIAL_NETWORKS, {
            error: `Network must be one of ${SOCIAL_NETWORKS.join(', ')}`,
          }),
          url: z
            .string({ error: 'Address must be text' })
            .max(300, 'Address must be at most 300 characters')
            .refine(isHttpsUrl, { error: 'Address must be an https:// address' }),
        }),
      )
      .max(SOCIAL_NETWORKS.length),
  });
};
export type Identity = z.infer<ReturnType<typeof value>>;

export const identity = defineGlobal<Identity>({
  title: 'Identity',
  value,
  parts: {
    name: 'name',
    legalName: 'legal name',
    tagline: 'tagline',
    description: 'description',
    foundingYear: 'founding year',
    privacyEmail: 'privacy e-mail',
    securityEmail: 'security e-mail',
    logo: 'logo',
    accentColor: 'accent colour',
    social: 'social accounts',
  },
  verb: 'changed',
  editor: { path: '/admin/identity', icon: 'building', what: 'Editing the firm’s identity' },
  defaults: {
    name: SAMPLE_FIRM.name,
    legalName: SAMPLE_FIRM.legalName,
    tagline: 'Bridging Networks, Securing Futures',
    description:
      'Telecommunications and security engineering: private 5G, fiber, satellite and security ' +
      'systems for cities, campuses and critical infrastructure.',
    foundingYear: 2009,
    privacyEmail: SAMPLE_FIRM.privacyEmail,
    securityEmail: '',
    logo: null,
    accentColor: '#22d3ee',
    social: [],
  },
});
