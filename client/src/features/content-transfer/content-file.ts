import { z } from 'zod';
import { draftSiteDataSchema } from '@shared/site-content/schema';
import { upgradeSiteData } from '@shared/site-content/upgrade';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import type { SiteData } from '~/lib/site-data';

type TransferTexts = typeof editorsEnglish.transfer;

// The content export file: the site data (every collection) wrapped with a format marker and
// version, so an import can tell our file from any other JSON. Validated whole before anything
// is replaced. Version 1 files (settings, team and posts only, posts without slugs) still import:
// what they lack takes the built-in content (as the server has it: the browser's own defaults do
// not carry the sample firm's names), and posts get slugs from their titles.

export const CONTENT_FILE_FORMAT = 'site-content';
export const CONTENT_FILE_VERSION = 2;
const READABLE_VERSIONS = [1, 2];

const contentFileSchema = (builtIn?: SiteData) =>
  z.object({
    format: z.literal(CONTENT_FILE_FORMAT),
    version: z.number(),
    exported_at: z.string(),
    data: z.preprocess((data) => upgradeSiteData(data, builtIn), draftSiteDataSchema),
  });

export type ParseResult = { ok: true; data: SiteData } | { ok: false; error: string };

/** The text of an export file for `data`. */
export function serializeContent(data: SiteData, now: Date = new Date()): string {
  const file: z.infer<ReturnType<typeof contentFileSchema>> = {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    exported_at: now.toISOString(),
    data,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function contentFileName(now: Date = new Date()): string {
  return `site-content-${now.toISOString().slice(0, 10)}.json`;
}

function describeIssues(error: z.ZodError): string {
  const lines = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path
      .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
      .join('');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more problems)` : '';
  return `${lines.join('; ')}${more}`;
}

/**
 * Reads an export file. Accepts our wrapped format, or bare site data ({ settings, team,
 * blogPosts, ... }). Returns a message for a person when the file is not usable. `builtIn`:
 * what an older file lacks is taken from it.
 */
export function parseContentFile(
  text: string,
  builtIn?: SiteData,
  /** Its messages in the admin's language (the card's); English where none are given. */
  t: TransferTexts = editorsEnglish.transfer,
): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: t.notJson() };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: t.notExport() };
  }
  if ('format' in json) {
    if (json.format !== CONTENT_FILE_FORMAT) return { ok: false, error: t.notExport() };
    if ('version' in json && !READABLE_VERSIONS.includes(json.version as number)) {
      return {
        ok: false,
        error: t.badVersion({
          version: String(json.version),
          versions: READABLE_VERSIONS.join(t.and()),
        }),
      };
    }
    const parsed = contentFileSchema(builtIn).safeParse(json);
    if (!parsed.success)
      return { ok: false, error: t.invalid({ issues: describeIssues(parsed.error) }) };
    return { ok: true, data: parsed.data.data };
  }
  const parsed = draftSiteDataSchema.safeParse(upgradeSiteData(json, builtIn));
  if (!parsed.success)
    return { ok: false, error: t.invalid({ issues: describeIssues(parsed.error) }) };
  return { ok: true, data: parsed.data };
}
