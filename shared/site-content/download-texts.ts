import { z } from 'zod';
import { text, type Strictness } from './fields';

// The words of the downloads (docs/decisions/050): the /downloads page's opening, the consent
// line under each request form, and whether a request may come from a free-mail address. Part
// of the Pages global (globals/pages.ts), read by the downloads' pages (collections/downloads.ts)
// and by the server, which refuses a free-mail address when the firm says so.

/** Whether a gated document may be asked for from a free-mail address (gmail.com...). */
export const FREE_MAIL_CHOICES = ['allowed', 'refused'] as const;
export type FreeMailChoice = (typeof FREE_MAIL_CHOICES)[number];

export const downloadTextsSchema = (required: Strictness['required']) =>
  z.object({
    eyebrow: required('Eyebrow', 60),
    heading: required('Heading', 160),
    intro: text('Intro', 600),
    /** Under the request form, before its button: what the requester agrees to (the page links the Privacy Policy after it). */
    consent: required('Consent text', 600),
    freeMail: z.enum(FREE_MAIL_CHOICES, {
      error: `Free-mail addresses must be one of ${FREE_MAIL_CHOICES.join(', ')}`,
    }),
  });
export type DownloadTexts = z.infer<ReturnType<typeof downloadTextsSchema>>;

export const DOWNLOAD_TEXTS: DownloadTexts = {
  eyebrow: 'Downloads',
  heading: 'Datasheets, designs and checklists',
  intro:
    'What our engineers hand to clients when they shortlist an integrator: capability statements, reference designs and the checklists we design by.',
  consent:
    'We use your details to send you this document and may contact you once about it; we never share them.',
  freeMail: 'allowed',
};

/**
 * The downloads' texts of a version of the Pages global: its own, or the built-in ones for a
 * version saved before they existed.
 */
export function downloadTextsOf(pages: { downloads?: DownloadTexts | undefined } | undefined) {
  return pages?.downloads ?? DOWNLOAD_TEXTS;
}
