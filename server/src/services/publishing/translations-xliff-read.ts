import sax from 'sax';
import type { PutTranslations } from '@shared/site-content/translations-api-schemas';
import { ApiError } from '../../lib/api-error';
import { BASE_VERSION_META, METADATA_NS, XLIFF_NS } from './translations-xliff';

// The translators' file back (PUT /api/site-content/translations/{tag} with Content-Type:
// application/xliff+xml): the XLIFF 2.0 file GET wrote, its <target>s filled by a translator's
// tool, read into the JSON body's meaning. sax reads it in one pass, strict, and knows only XML's
// five entities: a DOCTYPE (where entities would be declared) is refused before any is used.

const invalid = (message: string) => new ApiError(400, 'invalid_xliff', message);
const refused = (path: string, message: string) =>
  new ApiError(400, 'validation_failed', message, { issues: [{ path, message }] });

interface Unit {
  key: string;
  target: string | null;
}

/** The body `xml` means: its base version and an entry per unit (no <target>: null). */
export function fromXliff(xml: string, tag: string): Omit<PutTranslations, 'message'> {
  const parser = sax.parser(true, { xmlns: true, position: false });
  const entries: Unit[] = [];
  const versions = new Set<string>();
  let root = false;
  let fileId: string | null = null;
  let unit: Unit | null = null;
  /** The text being read: a <target>'s (inline codes' text included) or a base version's. */
  let reading: { into: 'target' | 'version'; depth: number; text: string } | null = null;
  /** The open elements, the root first. */
  const open: sax.QualifiedTag[] = [];

  parser.ondoctype = () => {
    throw invalid('The file may not carry a DOCTYPE: XLIFF needs none');
  };
  parser.onerror = (error) => {
    throw invalid(`The file is not well-formed XML: ${error.message.split('\n')[0]}`);
  };
  parser.onopentag = (node) => {
    const tagNode = node as sax.QualifiedTag;
    open.push(tagNode);
    const depth = open.length;
    const at = (name: string, ns = XLIFF_NS) => tagNode.uri === ns && tagNode.local === name;
    const value = (name: string) => tagNode.attributes[name]?.value;
    if (depth === 1) {
      if (!at('xliff')) throw invalid(`The file is not XLIFF 2.0: its root is <${node.name}>`);
      const version = value('version');
      if (version !== '2.0')
        throw invalid(`The file is XLIFF ${version ?? 'without a version'}; XLIFF 2.0 is read`);
      const trgLang = value('trgLang');
      if (trgLang !== tag)
        throw refused('trgLang', `The file's trgLang is "${trgLang ?? ''}", not "${tag}"`);
      root = true;
    } else if (at('file')) fileId = value('id') ?? '';
    else if (at('unit') && fileId !== null) {
      const id = value('id') ?? '';
      unit = { key: [fileId, ...id.split('.')].join('/'), target: null };
    } else if (at('target') && unit) reading = { into: 'target', depth, text: '' };
    else if (at('meta', METADATA_NS) && value('type') === BASE_VERSION_META)
      reading = { into: 'version', depth, text: '' };
  };
  parser.ontext = parser.oncdata = (chunk) => {
    if (reading) reading.text += chunk;
  };
  parser.onclosetag = () => {
    const closing = open.pop()!;
    const ended = (name: string) => closing.uri === XLIFF_NS && closing.local === name;
    if (reading?.depth === open.length + 1) {
      // A unit split into segments by the tool: its targets in order make the translation.
      if (reading.into === 'target') unit!.target = (unit!.target ?? '') + reading.text;
      else versions.add(reading.text.trim());
      reading = null;
    } else if (unit && ended('unit')) {
      entries.push(unit);
      unit = null;
    } else if (ended('file')) fileId = null;
  };

  // XML's end-of-line handling (sax leaves it to us): a tool on Windows writes CRLF, which means
  // LF; a carriage return the text holds is written &#13; and survives this.
  parser.write(xml.replace(/\r\n?/g, '\n')).close();
  if (!root) throw invalid('The file is empty: an XLIFF 2.0 file was expected');
  return { base_version: baseVersion(versions), entries };
}

function baseVersion(versions: Set<string>): number {
  const where = `<mda:meta type="${BASE_VERSION_META}"> of the file GET gave`;
  if (versions.size === 0) throw refused('base_version', `The file lacks its ${where}`);
  if (versions.size > 1)
    throw refused('base_version', `The file's <file>s name different base versions (${where})`);
  const [version] = versions;
  if (!/^\d{1,15}$/.test(version!))
    throw refused('base_version', `The base version "${version}" is not a version number`);
  return Number(version);
}
