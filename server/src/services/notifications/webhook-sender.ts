import { createHmac } from 'node:crypto';
import { LEAD_KIND_SPECS, type LeadKindFacts, type LeadKind } from '@shared/lead-kinds';
import { ATTRIBUTION_FIELDS } from '@shared/schemas/leads';
import type { FirmNames, FirmNamesOf } from './firm';
import { formatOf, leadLanguage } from './lead-formats';
import { oneLine, type LeadForMail } from './lead-mail';
import type { LeadSender } from './outbox-worker';

export interface WebhookSenderOptions {
  url: string;
  /** `whsec_` and the base64 of the signing key (Standard Webhooks). */
  secret: string;
  /** The wall clock: receivers compare webhook-timestamp with their own. */
  now?: () => number;
  /** A receiver that has not answered by then counts as down (ms). */
  timeoutMs?: number;
  /** The site's languages now (the chat lines name a lead's language by them). */
  firm: FirmNamesOf;
}

export interface WebhookMessage {
  id: string;
  /** Seconds since the epoch, as in the webhook-timestamp header. */
  timestamp: number;
  body: string;
}

/** What a receiver gets: the Standard Webhooks payload shape plus a chat line. */
export interface WebhookPayload {
  type: LeadKindFacts<LeadKind>['webhookEvent'];
  /** When the lead arrived. */
  timestamp: string;
  data: Record<string, unknown>;
  /**
   * For chat tools (a Slack or Teams incoming webhook shows `text`; see chatText): one line, and
   * a second naming the lead's language where the site speaks several.
   */
  text: string;
}

const SLACK_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ZERO_WIDTH_SPACE = '\u200b';

/**
 * The chat line is read by Slack (mrkdwn), Teams (markdown) and Slack-compatible endpoints such as
 * Discord's, and a visitor writes part of it. So: `& < >` are escaped as Slack requires (no
 * `<!channel>`, `<@U…>` or `<url|disguised text>` survives); a markdown link's `](` and an `@` that
 * starts a word (`@here`, `@everyone`) get a zero-width space, which shows nothing and parses as
 * plain text. An address keeps its `@`, which follows a letter.
 */
export function chatText(line: string): string {
  return oneLine(line)
    .replace(/[&<>]/g, (c) => SLACK_ESCAPES[c] ?? c)
    .replaceAll('](', `]${ZERO_WIDTH_SPACE}(`)
    .replace(/(^|[^\p{L}\p{N}._%+-])@/gu, `$1@${ZERO_WIDTH_SPACE}`);
}

export function webhookPayload(
  { kind, lead }: LeadForMail,
  firm: Pick<FirmNames, 'languages'> = {},
): WebhookPayload {
  const attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, lead[f] ?? null]));
  const common = {
    id: lead.id,
    reference: lead.reference,
    created_at: lead.created_at,
    name: lead.name,
    email: lead.email,
    // The tag of the page's language it was sent from; null for a lead from before they were kept.
    language: lead.language,
    // The list, not the files (GET /api/attachments/{id} for those allowed to read them).
    attachments: lead.attachments.map(({ id, filename, content_type, size }) => ({
      id,
      filename,
      content_type,
      size,
    })),
  };
  const format = formatOf(kind);
  const { noun, webhookEvent } = LEAD_KIND_SPECS[kind];
  const language = leadLanguage(lead.language, firm);
  return {
    type: webhookEvent,
    timestamp: lead.created_at,
    data: {
      kind,
      ...common,
      ...format.webhookData(lead as never),
      ...attribution,
      // The visit as the server counted it (decision 036); null when none was.
      attribution: lead.attribution ?? null,
    },
    text: [
      `New ${noun.toLowerCase()} ${lead.reference} from ${format.from(lead as never)}`,
      language && `Language: ${language}`,
    ]
      .filter((line) => line)
      .map((line) => chatText(line as string))
      .join('\n'),
  };
}

/**
 * The webhook-signature header of Standard Webhooks: `v1,` and the base64 HMAC-SHA256, keyed
 * with the secret's decoded bytes, of `<id>.<timestamp>.<body>`.
 */
export function signWebhook(secret: string, message: WebhookMessage): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

export class WebhookRejected extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * The webhook channel: each lead as a signed JSON POST to WEBHOOK_URL. The message id is derived
 * from the lead, so every retry of one lead carries the same webhook-id (receivers deduplicate by
 * it); the timestamp and signature are made fresh for each attempt. Anything but a 2xx answer
 * (redirects included: a webhook is never followed elsewhere) is a failed attempt.
 */
export function createWebhookSender(options: WebhookSenderOptions): LeadSender {
  const { url, secret, firm } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async send(item) {
      const message = {
        id: `msg_${item.lead.id}`,
        timestamp: Math.floor(now() / 1000),
        body: JSON.stringify(webhookPayload(item, firm())),
      };
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'lead-webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(message.timestamp),
          'webhook-signature': signWebhook(secret, message),
        },
        body: message.body,
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299) {
        throw new WebhookRejected(response.status);
      }
    },
    describeError: (error) => describeWebhookError(error, url),
    close() {},
  };
}

/**
 * One line for last_error and the log. The URL never appears: chat tools put their secret in the
 * webhook URL's path.
 */
export function describeWebhookError(error: unknown, url: string): string {
  const e = error as { name?: unknown; message?: unknown; cause?: { code?: unknown } };
  let text: string;
  if (error instanceof WebhookRejected) text = error.message;
  else if (e?.name === 'TimeoutError') text = 'no answer in time';
  else if (typeof e?.cause?.code === 'string') text = e.cause.code;
  else text = typeof e?.message === 'string' ? e.message : String(error);
  return text
    .split(url)
    .join('[webhook url]')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 500);
}
