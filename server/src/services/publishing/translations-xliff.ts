import type { TranslationsFile } from '@shared/site-content/translations-api-schemas';

// The translators' file as XLIFF 2.0 (GET /api/site-content/translations/{tag} with Accept:
// application/xliff+xml). A unit's id must be an XML name token, which a slash is not: a key's
// first part is its <file>, the rest its unit id joined with dots (services/12/title: unit
// 12.title of file services). An untranslated text has no <target>. Each <file> carries the live
// version its texts were taken from in the Metadata module (mda:meta type="base_version"), so the
// file a translator's tool gives back says which base to publish it on (translations-xliff-read).
// Written by hand: xml-js (the `xliff` package's writer) turns a text's "&amp;" into "&".

export const XLIFF_TYPE = 'application/xliff+xml';
export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';
export const METADATA_NS = 'urn:oasis:names:tc:xliff:metadata:2.0';
/** The mda:meta type that holds the base version. */
export const BASE_VERSION_META = 'base_version';

/** Whether the Accept header asks for XLIFF (named, and not with q=0). */
export function wantsXliff(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return type === XLIFF_TYPE && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Text content: a carriage return is written as a reference, or a reader would drop it. */
const text = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const attr = (s: string) =>
  text(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');

export function toXliff(file: TranslationsFile, sourceLanguage: string): string {
  const files = new Map<string, string[]>();
  for (const { key, source, target } of file.entries) {
    const [part, ...rest] = key.split('/');
    const units = files.get(part!) ?? files.set(part!, []).get(part!)!;
    const targetXml = target === null ? '' : `\n        <target>${text(target)}</target>`;
    units.push(
      `    <unit id="${attr(rest.join('.'))}">\n      <segment>\n` +
        `        <source>${text(source)}</source>${targetXml}\n      </segment>\n    </unit>`,
    );
  }
  const metadata =
    `    <mda:metadata>\n      <mda:metaGroup category="site-content">\n` +
    `        <mda:meta type="${BASE_VERSION_META}">${file.version}</mda:meta>\n` +
    `      </mda:metaGroup>\n    </mda:metadata>`;
  // XLIFF wants at least one <file>: a site without texts still says its version.
  if (files.size === 0) files.set('site', []);
  const body = [...files].map(
    ([id, units]) => `  <file id="${attr(id)}">\n${[metadata, ...units].join('\n')}\n  </file>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<xliff xmlns="${XLIFF_NS}" xmlns:mda="${METADATA_NS}" version="2.0" ` +
    `srcLang="${attr(sourceLanguage)}" trgLang="${attr(file.language)}">\n` +
    `${body.join('\n')}\n</xliff>\n`
  );
}
