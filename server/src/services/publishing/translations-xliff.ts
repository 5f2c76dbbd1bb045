import { js2xliff } from 'xliff';
import type { TranslationsFile } from '@shared/site-content/translations-api-schemas';

// The translators' file as XLIFF 2.0 (GET /api/site-content/translations/{tag} with Accept:
// application/xliff+xml), written by the `xliff` library. A unit's id must be an XML name token,
// which a slash is not: a key's first part is its <file>, the rest its unit id joined with dots
// (services/12/title: unit 12.title of file services). An untranslated text has no <target>.

export const XLIFF_TYPE = 'application/xliff+xml';

/** Whether the Accept header asks for XLIFF (named, and not with q=0). */
export function wantsXliff(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return type === XLIFF_TYPE && (q === undefined || Number(q.slice(2)) > 0);
  });
}

type Units = Record<string, { source: string; target?: string }>;

export async function toXliff(file: TranslationsFile, sourceLanguage: string): Promise<string> {
  const resources: Record<string, Units> = {};
  for (const { key, source, target } of file.entries) {
    const [part, ...rest] = key.split('/');
    (resources[part!] ??= {})[rest.join('.')] = target === null ? { source } : { source, target };
  }
  return js2xliff({ resources, sourceLanguage, targetLanguage: file.language });
}
