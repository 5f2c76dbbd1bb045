import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { reviewApp } from './review-setup';
import { siteContentApp } from './site-content-app';

// Translators give back the XLIFF file GET /api/site-content/translations/{tag} wrote, its
// <target>s filled: PUT takes it with Content-Type: application/xliff+xml, meaning what the JSON
// body means (201, 202 with review, 409, 400 naming an unknown key), the base version read from
// the file's own metadata. A file that is not XLIFF 2.0 of this language is a clear 400 or 413.

const bilingual: SiteData = {
  ...defaultSiteData,
  identity: {
    ...defaultSiteData.identity,
    languages: [
      { tag: 'en-GB', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ],
  },
};
const service = defaultSiteData.services[0]!;
const titleKey = `services/${service.id}/title`;
const XLIFF = 'application/xliff+xml';
type Entry = { key: string; source: string; target: string | null };

/** Fills the <target> of the unit `unitId` of <file id=file>, as a translator's tool does. */
function fill(xliff: string, key: string, target: string): string {
  const [file, ...rest] = key.split('/');
  const unit = new RegExp(
    `(<file id="${file}">[\\s\\S]*?<unit id="${rest.join('\\.')}">[\\s\\S]*?</source>)(\\s*<target>[\\s\\S]*?</target>)?`,
  );
  expect(xliff).toMatch(unit);
  return xliff.replace(unit, `$1<target>${target}</target>`);
}

describe('PUT /api/site-content/translations/{tag} with an XLIFF file', () => {
  const { ctx, publish } = siteContentApp();
  const getXliff = async (tag = 'fr') => {
    const res = await ctx.app.inject({
      url: `/api/site-content/translations/${tag}`,
      headers: { ...ctx.auth, accept: XLIFF },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const putXliff = (body: string, tag = 'fr', type = XLIFF) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/site-content/translations/${tag}`,
      headers: { ...ctx.auth, 'content-type': type },
      payload: body,
    });
  const entries = async (): Promise<Entry[]> =>
    (await ctx.app.inject({ url: '/api/site-content/translations/fr', headers: ctx.auth })).json()
      .entries;
  const live = async () => (await ctx.app.inject({ url: '/api/site-content' })).json();

  async function publishBilingual() {
    expect((await publish(bilingual, 0)).statusCode).toBe(201);
  }

  it('round trip: GET XLIFF, fill targets, PUT XLIFF (201), GET JSON shows them', async () => {
    await publishBilingual();
    const xliff = await getXliff();
    // The base version travels in every <file>, in the Metadata module.
    expect(xliff).toContain('<mda:meta type="base_version">1</mda:meta>');
    const taglineKey = `services/${service.id}/tagline`;
    // Characters XML escapes come back as they were typed, "&amp;" included.
    const tagline = 'Sécurité & fibre <24/7> "R&amp;D"';
    const filled = fill(
      fill(xliff, titleKey, 'Systèmes sans fil'),
      taglineKey,
      'Sécurité &amp; fibre &lt;24/7&gt; "R&amp;amp;D"',
    );
    const res = await putXliff(filled, 'fr', `${XLIFF}; charset=utf-8`);
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toBe(2);
    const after = new Map((await entries()).map((e) => [e.key, e.target]));
    expect(after.get(titleKey)).toBe('Systèmes sans fil');
    expect(after.get(taglineKey)).toBe(tagline);
    // Units without a target stay untranslated.
    expect([...after.values()].filter((t) => t !== null)).toHaveLength(2);
    // And the next GET writes them back so that a second round trip changes nothing.
    const again = await getXliff();
    expect(again).toContain('<mda:meta type="base_version">2</mda:meta>');
    const second = await putXliff(again);
    expect(second.statusCode).toBe(201);
    expect(new Map((await entries()).map((e) => [e.key, e.target]))).toEqual(after);
  });

  it('a unit whose target is taken away takes the translation away', async () => {
    await publishBilingual();
    expect((await putXliff(fill(await getXliff(), titleKey, 'Sans fil'))).statusCode).toBe(201);
    const emptied = (await getXliff()).replace('<target>Sans fil</target>', '');
    expect((await putXliff(emptied)).statusCode).toBe(201);
    expect((await live()).content.translations?.fr?.services?.[service.id]).toBeUndefined();
  });

  it('answers 409 on a clash with the base version in the file', async () => {
    await publishBilingual();
    const base = await getXliff();
    expect((await putXliff(fill(base, titleKey, 'A'))).statusCode).toBe(201);
    const clash = await putXliff(fill(base, titleKey, 'B'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'edit_conflict', live_version: 2 });
  });

  it('400 naming an unknown key, and a trgLang that is not the path language', async () => {
    await publishBilingual();
    const xliff = await getXliff();
    const unknown = xliff.replace(
      /(<file id="services">[\s\S]*?<\/mda:metadata>)/,
      `$1<unit id="${service.id}.nope"><segment><source>s</source><target>x</target></segment></unit>`,
    );
    const key = await putXliff(unknown);
    expect(key.statusCode).toBe(400);
    expect(key.json().issues[0].message).toContain(`"services/${service.id}/nope"`);
    const german = await putXliff(xliff.replace('trgLang="fr"', 'trgLang="de"'));
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({
      error: 'validation_failed',
      issues: [{ path: 'trgLang', message: expect.stringContaining('"de"') }],
    });
    const noVersion = await putXliff(xliff.replace(/<mda:metadata>[\s\S]*?<\/mda:metadata>/g, ''));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().issues[0].path).toBe('base_version');
    expect((await live()).version).toBe(1);
  });

  it('refuses what is not an XLIFF 2.0 file with a clear 400, never expanding an entity', async () => {
    await publishBilingual();
    const xliff = await getXliff();
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa">' +
      '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>' +
      xliff.replace(/^<\?xml[^>]*>/, '').replace('Systèmes', '&c;');
    const cases: [string, string, RegExp][] = [
      ['malformed', xliff.slice(0, xliff.length / 2), /not well-formed/],
      ['a wrong version', xliff.replace('version="2.0"', 'version="1.2"'), /XLIFF 1\.2/],
      ['another root', '<html xmlns="urn:oasis:names:tc:xliff:document:2.0"/>', /<html>/],
      ['a DOCTYPE with entities', bomb, /DOCTYPE/],
      ['an undeclared entity', xliff.replace('</source>', '&c;</source>'), /not well-formed/],
      ['nothing', '', /empty/],
    ];
    for (const [what, body, message] of cases) {
      const res = await putXliff(body);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
      expect(res.json()).toMatchObject({
        error: 'invalid_xliff',
        message: expect.stringMatching(message),
      });
    }
    expect((await live()).version).toBe(1);
  });

  it('is declared in the OpenAPI document beside the JSON body', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const content = doc.paths['/api/site-content/translations/{tag}'].put.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', XLIFF]);
    expect(content[XLIFF].schema.type).toBe('string');
  });

  it('413 above the route limit', async () => {
    await publishBilingual();
    const res = await putXliff(`<xliff>${' '.repeat(8 * 1024 * 1024)}</xliff>`);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });
});

describe('PUT /api/site-content/translations/{tag} with an XLIFF file and review on', () => {
  const review = reviewApp();

  it("saves an editor's file for review (202), the live site unchanged", async () => {
    expect((await review.put(bilingual, 0, review.ctx.auth)).statusCode).toBe(201);
    const editor = await review.editor();
    const headers = { authorization: editor.authorization };
    const xliff = await review.ctx.app.inject({
      url: '/api/site-content/translations/fr',
      headers: { ...headers, accept: XLIFF },
    });
    const res = await review.ctx.app.inject({
      method: 'PUT',
      url: '/api/site-content/translations/fr',
      headers: { ...headers, 'content-type': XLIFF },
      payload: fill(xliff.body, titleKey, 'Sans fil'),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().review.status).toBe('requested');
    const after = (await review.ctx.app.inject({ url: '/api/site-content' })).json();
    expect(after.version).toBe(1);
  });
});
