import { z } from 'zod';
import type { FirmNames } from './firm';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { describeVisit } from '@shared/schemas/analytics';
import { formatBytes } from '@shared/vocabularies/attachments';
import { formatOf, leadLanguage, type LeadForMail } from './lead-formats';
import { mailTime } from './mail-time';

export type { LeadForMail };

export interface LeadMail {
  subject: string;
  /** The visitor's bare address: a display name they typed never becomes a header. */
  replyTo: string | undefined;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value a visitor typed goes through this before it reaches the HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Subjects are one line: CR, LF and other control characters become spaces (nodemailer encodes
 * headers anyway; this keeps a crafted name from even looking like a second header).
 */
export function oneLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const validEmail = z.email();

/**
 * Continuation lines of a value are indented, so a line break a visitor typed (in a name, say)
 * cannot forge a line that looks like another field of the text part.
 */
export function indentLines(value: string): string {
  return value.replace(/\r\n|\r|\n/g, '\n    ');
}

/** The fields of a lead as label/value rows, in the order the firm reads them. */
function rows({ kind, lead }: LeadForMail, firm: FirmNames, timeZone: string): [string, string][] {
  const own = formatOf(kind).fields(lead as never);
  // The list, not the files: they are downloaded from the inbox by those allowed to.
  const files: [string, string][] =
    lead.attachments.length === 0
      ? []
      : [
          [
            'Attachments (in the inbox)',
            lead.attachments.map((a) => `${a.filename} (${formatBytes(a.size)})`).join('\n'),
          ],
        ];
  const common: [string, string][] = [
    ...files,
    ['Reference', lead.reference],
    ['Received', mailTime(lead.created_at, timeZone)],
    ['Lead id', lead.id],
    // The language of the page it was sent from, where the site speaks several.
    ...(
      [['Language', leadLanguage(lead.language, firm)]] satisfies [string, string | null][]
    ).filter((row): row is [string, string] => row[1] !== null),
    // Where the visit came from, when the browser told (shown only when known).
    ...(
      [
        ['Sent from page', lead.source_page],
        ['Referred by', lead.referrer_domain],
        ['Campaign source', lead.utm_source],
        ['Campaign medium', lead.utm_medium],
        ['Campaign', lead.utm_campaign],
      ] satisfies [string, string | null][]
    ).filter((row): row is [string, string] => row[1] !== null),
    // The visit the server counted (decision 036), when it did.
    ...(lead.attribution ? [['Visit', describeVisit(lead.attribution)] as [string, string]] : []),
  ];
  return [...own, ...common];
}

const cell = 'padding:6px 12px;border:1px solid #d0d7de;vertical-align:top;text-align:left';

/**
 * The notification for one lead: a text part and an HTML table of all its fields, its time on
 * the firm's clocks (`timeZone`: SITE_TIME_ZONE).
 */
export function renderLeadMail(item: LeadForMail, firm: FirmNames, timeZone: string): LeadMail {
  const { kind } = item;
  const heading = `New ${LEAD_KIND_SPECS[kind].noun.toLowerCase()}`;
  const site = `on the ${oneLine(firm.name, 80)} website`;
  const detail = formatOf(kind).subjectDetail(item.lead as never);
  const subject = oneLine(
    `${heading} ${item.lead.reference}: ${item.lead.name}${detail ? ` (${detail})` : ''}`,
  );
  const { lead } = item;
  const fields = rows(item, firm, timeZone);

  const text = [
    `${heading} ${site}. Reply to this e-mail to answer ${oneLine(lead.name)}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${indentLines(value || '-')}`),
  ].join('\n');

  const htmlRows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th>` +
        // Escape first, then keep the visitor's line breaks readable.
        `<td style="${cell};white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`,
    )
    .join('\n');
  const html =
    '<!doctype html><html><body style="font-family:sans-serif">' +
    `<h1 style="font-size:18px">${escapeHtml(`${heading} ${site}`)}</h1>` +
    `<table style="border-collapse:collapse">\n${htmlRows}\n</table>` +
    '</body></html>';

  // The address was validated on the way in; checked again so a bad row cannot break the mail.
  const replyTo = validEmail.safeParse(lead.email).success ? lead.email : undefined;
  return { subject, replyTo, text, html };
}
