import { describe, expect, it } from 'vitest';
import { fromXliff } from './translations-xliff-read';
import { toXliff } from './translations-xliff';

// The file a translator's tool gives back is read as XML says, whatever the tool's habits: a
// byte-order mark, CRLF line ends, other namespace prefixes, groups, a unit split in segments.

const file = (targets: (string | null)[]) =>
  toXliff(
    {
      language: 'fr',
      version: 7,
      entries: targets.map((target, i) => ({ key: `services/${i}/title`, source: 's', target })),
    },
    'en',
  );

describe('reading the XLIFF file back', () => {
  it('reads what the writer wrote: version, keys, targets (a carriage return kept)', () => {
    const targets = ['a\r\nb & <c> "d" &amp;', null, ''];
    expect(fromXliff(file(targets), 'fr')).toEqual({
      base_version: 7,
      entries: [
        { key: 'services/0/title', target: targets[0] },
        { key: 'services/1/title', target: null },
        // An empty <target> is read as written: empty takes the translation away, as null does.
        { key: 'services/2/title', target: '' },
      ],
    });
  });

  it('takes a BOM and CRLF line ends as XML does: a line end is LF', () => {
    const windows = `\uFEFF${file(['one\ntwo']).replace(/\n/g, '\r\n')}`;
    expect(fromXliff(windows, 'fr').entries[0]!.target).toBe('one\ntwo');
  });

  it('reads namespaces by their URI, units inside groups, and a unit split in segments', () => {
    const xml =
      '<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" ' +
      'trgLang="fr"><x:file id="identity"><m:metadata xmlns:m="urn:oasis:names:tc:xliff:metadata:2.0">' +
      '<m:metaGroup><m:meta type="base_version"> 4 </m:meta></m:metaGroup></m:metadata>' +
      '<x:group id="g"><x:unit id="tagline"><x:segment><x:source>A.</x:source><x:target>Un.</x:target>' +
      '</x:segment><x:ignorable><x:source> </x:source><x:target> </x:target></x:ignorable>' +
      '<x:segment><x:source>B</x:source><x:target><![CDATA[Deux & <trois>]]></x:target></x:segment>' +
      '</x:unit></x:group></x:file></x:xliff>';
    expect(fromXliff(xml, 'fr')).toEqual({
      base_version: 4,
      entries: [{ key: 'identity/tagline', target: 'Un. Deux & <trois>' }],
    });
  });

  it('refuses two different base versions in one file', () => {
    const other =
      '<file id="other"><mda:metadata><mda:metaGroup>' +
      '<mda:meta type="base_version">8</mda:meta></mda:metaGroup></mda:metadata></file>';
    const two = file(['x']).replace('</xliff>', `${other}</xliff>`);
    expect(() => fromXliff(two, 'fr')).toThrow(/different base versions/);
  });
});
