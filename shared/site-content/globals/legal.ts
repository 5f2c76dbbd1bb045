import { z } from 'zod';
import { escapeHtml } from '../escape-html';
import { defineGlobal } from '../global';
import { isoDate, text } from '../fields';
import { formatAddress, type PostalAddress } from './settings';

// The privacy policy and the terms of service (markdown), with placeholders in braces filled in
// when the pages are rendered: the contact details of the settings and the firm's names of its
// identity, so the texts follow a change of either.

/** What a legal text may hold in braces, and what fills it (listed under the editor). */
export const LEGAL_PLACEHOLDERS = {
  name: 'the firm’s name (Identity)',
  legalName: 'its legal name (Identity)',
  privacyEmail: 'the privacy e-mail (Identity)',
  email: 'the e-mail (Site Settings)',
  phone: 'the phone (Site Settings)',
  address: 'the address (Site Settings)',
} as const;
export type LegalPlaceholder = keyof typeof LEGAL_PLACEHOLDERS;
type ContactDetails = { email: string; phone: string; address: PostalAddress };
type FirmNames = { name: string; legalName: string; privacyEmail: string };

const page = z.object({
  updated: isoDate,
  /** Markdown, with LEGAL_PLACEHOLDERS in braces. */
  body: text('Text', 100_000),
});

const value = () => z.object({ privacyPolicy: page, termsOfService: page });

/**
 * A rendered legal text with its placeholders filled in, as text, from the settings and the
 * identity: the public page and the editor's preview both show it so.
 */
export function fillLegalPlaceholders(
  html: string,
  { settings, identity }: { settings: ContactDetails; identity: FirmNames },
): string {
  const values: Record<LegalPlaceholder, string> = {
    name: identity.name,
    legalName: identity.legalName,
    privacyEmail: identity.privacyEmail,
    email: settings.email,
    phone: settings.phone,
    address: formatAddress(settings.address),
  };
  let filled = html;
  for (const key of Object.keys(LEGAL_PLACEHOLDERS) as LegalPlaceholder[])
    filled = filled.replaceAll(`{${key}}`, escapeHtml(values[key]));
  return filled;
}

export type LegalPages = z.infer<ReturnType<typeof value>>;
export type LegalPage = LegalPages['privacyPolicy'];

export const legal = defineGlobal<LegalPages>({
  title: 'Legal Pages',
  value,
  parts: { privacyPolicy: 'Privacy Policy', termsOfService: 'Terms of Service' },
  verb: 'edited',
  // Legal terms bind the firm: two people read a change before it goes live.
  approvals: 2,
  editor: { path: '/admin/legal', icon: 'scale', what: 'Editing the legal pages' },
  defaults: {
    privacyPolicy: {
      updated: '2026-11-28',
      body: [
        'This policy explains what personal data {legalName} ("{name}", "we") collects through this website, why, how long we keep it and what rights you have.',
        '',
        '## What we collect',
        '',
        'We only collect what you send us or what is needed to run the site:',
        '',
        '- Contact form: your name, e-mail address and message.',
        '- Quote request form: your name, company name (optional), e-mail address, phone number (optional), the service you are interested in and your project details.',
        '- Technical data: the IP address and time of each request, kept in our server logs to protect the site against abuse.',
        '- Where your visit came from, sent with a form: the page you sent it from, the domain of the website whose link brought you here (not the full address), and any campaign tags (utm_source, utm_medium, utm_campaign) in the address you arrived at. Until you send a form, these stay in your browser tab’s session storage, which the browser clears when you close the tab; they are never put in a cookie or sent to anyone else.',
        '- How long the form took to fill in and, where the anti-spam check is switched on, the answer your browser worked out to a small puzzle from our server: only to tell people from automated spam. The check runs on our own server and in your browser, sets no cookie and involves no third party.',
        '- Choices stored in your own browser: your theme (light, dark or system) and your cookie-consent choice. These stay on your device and are not sent to us.',
        '',
        '## Counting page views, without cookies or scripts',
        '',
        'When our server sends you a page, it counts the view itself: no cookie, no script, nothing stored in your browser and no third party. It notes the page (without anything after a "?" in its address), the domain of the website whose link brought you here (not the full address), any campaign tags (utm_source, utm_medium, utm_campaign) in the address you arrived at, and whether your device is a computer, a phone or a tablet.',
        '',
        'To count visitors rather than pages, the server makes a one-way code (a hash) of your IP address and your browser’s identification (its User-Agent) together with a random value that changes every day. That value is kept on our server for that day only, readable by the server alone, and replaced by a new one the next day: once the day is over, nobody, us included, can link your visits of two days or turn the code back into your address. Your IP address and your browser’s identification are not stored with the views.',
        '',
        'We do not count you if your browser sends Do Not Track or Global Privacy Control, and we do not count automated visitors. If you send a form, it is stored with the visit it was sent in that day: the first page of the visit, where it came from, how many pages you viewed and the time from arriving to sending, so we can tell which pages bring enquiries.',
        '',
        '## Why we use it',
        '',
        'We use your submissions only to answer your enquiry, prepare a quote and, if you become a client, to carry out the resulting contract. The legal basis is your request and our legitimate interest in answering it (or steps prior to entering into a contract). We do not use your data for automated decision-making, and we do not sell or rent it.',
        '',
        'We count page views to learn which pages are read and which bring us work (our legitimate interest in improving the site); the figures are seen only by our staff.',
        '',
        '## Where it is stored',
        '',
        'Submissions are stored in our own database on servers we operate; they are not sent to third-party marketing or analytics services. Access is limited to authorised staff who sign in to a protected administration area. Data is encrypted in transit (HTTPS), and backups are encrypted and access-controlled.',
        '',
        'If we enable e-mail notifications of new enquiries, a copy of the enquiry is sent to our own mailbox through our e-mail provider.',
        '',
        'If we connect the site to our customer-relationship or team-chat tool, a copy of each enquiry is sent to that tool, signed so that it cannot be forged.',
        '',
        '## How long we keep it',
        '',
        'Enquiries that do not lead to a project are deleted within 24 months of our last contact with you. Records that form part of a contract are kept for as long as tax and commercial law require. Server logs are kept for at most 30 days. Individual page views are kept for 30 days, without the day’s code from the morning after: it is removed once that day’s totals are made, so a view is then no longer linked to the other pages of the same visitor; after 30 days only totals per day, page and source remain.',
        '',
        'Our website can delete enquiries automatically after a period we set; submissions recognised as automated spam are deleted after 30 days.',
        '',
        '## Cookies and local storage',
        '',
        'The site does not use advertising or tracking cookies and loads nothing from third parties; page views are counted by our server without any (see above). It stores your theme and consent choices in your browser’s local storage, and where your visit came from in the tab’s session storage until you send a form (see above). You can remove them at any time by clearing your browser’s site data.',
        '',
        '## Your rights',
        '',
        'You may ask us for a copy of your data, ask us to correct or delete it, object to its use or ask us to restrict it. Write to {privacyEmail} or use the contact details below; we answer within 30 days. We can give you everything we store under your e-mail address as one machine-readable file, and erase all of it. You also have the right to complain to your data-protection or consumer-protection authority.',
        '',
        '## Contact',
        '',
        '{legalName}, {address}. E-mail: {email}. Phone: {phone}.',
        '',
        'We will publish any change to this policy on this page with a new revision date.',
      ].join('\n'),
    },
    termsOfService: {
      updated: '2025-03-01',
      body: [
        'These terms govern your use of the {name} website. By using the site you accept them. They do not govern engineering services, which are always subject to a separate written agreement.',
        '',
        '## Use of the site',
        '',
        'You may browse the site and use its forms and chat assistant for legitimate enquiries about our services. You must not attempt to disrupt the site, gain unauthorised access to any part of it, submit automated or bulk requests, or send unlawful, misleading or harmful content.',
        '',
        '## Information on the site',
        '',
        'Content on this site, including case-study figures and the answers of the chat assistant, is general information about our capabilities. It is not an offer, a specification or professional advice for your project. Binding scope, prices and guarantees are only those set out in a signed proposal or contract.',
        '',
        '## Quotes and enquiries',
        '',
        'Submitting the contact or quote form does not create a contract. We will reply to genuine enquiries, but we may decline any request. Information you send is handled as described in our Privacy Policy.',
        '',
        '## Intellectual property',
        '',
        'The text, illustrations and design of this site belong to {legalName} unless stated otherwise. You may share links to the site and quote short passages with attribution; any other reproduction requires our written permission. Partner names are shown for identification only.',
        '',
        '## Liability',
        '',
        'We take care to keep the site accurate and available but provide it "as is", without warranty of any kind. To the extent permitted by law, we are not liable for loss arising from use of the site or from reliance on its general information. Nothing in these terms limits liability that cannot be limited by law.',
        '',
        '## Changes and governing law',
        '',
        'We may update these terms; the version published here applies from its revision date. These terms are governed by the laws of the State of New York, and its courts have jurisdiction, unless mandatory law gives you the right to bring a claim elsewhere.',
        '',
        'Questions about these terms: {email}.',
      ].join('\n'),
    },
  },
});
