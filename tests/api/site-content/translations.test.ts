// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of the xliff package are declared beside the server that uses it
/// <reference path="../../../server/src/lib/xliff.d.ts" />
import { describe, expect, it } from 'vitest';
import { xliff2js } from 'xliff';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { ACCESS, ROLES } from '@shared/vocabularies/roles';
import { bearer, signInWithRole } from '../helpers';
import { reviewApp } from './review-setup';
import { siteContentApp } from './site-content-app';

// Translators work in files (issue 54, item 2): GET /api/site-content/translations/{tag} lists
// every localized text of the live content, as JSON or XLIFF 2.0; PUT publishes entries as any
// publish is (201, 202 with review, 409 on a clash, 400 naming an unknown key or language).

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
type Entry = { key: string; source: string; target: string | null };

describe('the translations API', () => {
  const { ctx, publish } = siteContentApp();

  const get = (tag: string, headers: Record<string, string> = ctx.auth) =>
    ctx.app.inject({ url: `/api/site-content/translations/${tag}`, headers });
  const put = (tag: string, payload: object, headers = ctx.auth) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/site-content/translations/${tag}`,
      headers,
      payload,
    });
  const live = async () => (await ctx.app.inject({ url: '/api/site-content' })).json();

  /** The bilingual site published as version 1. */
  async function publishBilingual() {
    expect((await publish(bilingual, 0)).statusCode).toBe(201);
  }

  describe('GET /api/site-content/translations/{tag}', () => {
    it('lists every localized text of the live content, untranslated as null', async () => {
      await publishBilingual();
      const res = await get('fr');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ language: 'fr', version: 1 });
      const title = body.entries.find((e: Entry) => e.key === titleKey);
      expect(title).toEqual({ key: titleKey, source: service.title, target: null });
      expect(body.entries.every((e: Entry) => e.target === null && e.source !== '')).toBe(true);
      // Every collection with items and the globals with texts are there; ids and images are not.
      expect(new Set(body.entries.map((e: Entry) => e.key.split('/')[0]))).toContain('identity');
      expect(body.entries.some((e: Entry) => /\/(id|imageSrc|icon)$/.test(e.key))).toBe(false);
    });

    it('answers XLIFF 2.0 carrying the same entries when asked for it', async () => {
      await publishBilingual();
      expect(
        (await put('fr', { base_version: 1, entries: [{ key: titleKey, target: 'Sans fil' }] }))
          .statusCode,
      ).toBe(201);
      const json = (await get('fr')).json();
      const res = await get('fr', { ...ctx.auth, accept: 'application/xliff+xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xliff\+xml/);
      const xliff = await xliff2js(res.body);
      expect(xliff).toMatchObject({ sourceLanguage: 'en-GB', targetLanguage: 'fr' });
      const entries = Object.entries(xliff.resources).flatMap(([file, units]) =>
        Object.entries(units).map(([id, unit]) => ({
          key: [file, ...id.split('.')].join('/'),
          source: unit.source,
          target: unit.target ?? null,
        })),
      );
      // xliff2js drops a text's last line break as it reads (the file holds it: checked below).
      const read = (e: Entry) => ({ ...e, source: e.source.replace(/\n+$/, '') });
      expect(entries).toEqual(json.entries.map(read));
      const multiline = json.entries.find((e: Entry) => e.source.endsWith('\n'));
      expect(res.body).toContain(`${multiline.source.split('\n').at(-2)}\n</source>`);
      expect(entries.find((e) => e.key === titleKey)?.target).toBe('Sans fil');
    });

    it('refuses a language the site does not speak (400 naming it), and the default', async () => {
      await publishBilingual();
      for (const tag of ['de', 'en-GB']) {
        const res = await get(tag);
        expect(res.statusCode).toBe(400);
        expect(res.json().issues[0]).toMatchObject({
          path: 'tag',
          message: expect.stringContaining(`"${tag}"`),
        });
      }
    });

    it('is for the roles that publish: 401 without a session, 403 for the others', async () => {
      await publishBilingual();
      expect((await get('fr', {})).statusCode).toBe(401);
      for (const role of ROLES) {
        const headers = bearer((await signInWithRole(ctx.app, role)).access_token);
        const allowed = (ACCESS.content as readonly string[]).includes(role);
        expect((await get('fr', headers)).statusCode).toBe(allowed ? 200 : 403);
        const res = await put('fr', { base_version: 1, entries: [] }, headers);
        expect(res.statusCode === 403).toBe(!allowed);
      }
    });
  });

  describe('PUT /api/site-content/translations/{tag}', () => {
    it('publishes the entries (201): GET -> PUT -> GET', async () => {
      await publishBilingual();
      const { entries, version } = (await get('fr')).json();
      const slugKey = `services/${service.id}/slug`;
      const res = await put('fr', {
        base_version: version,
        entries: [
          { key: titleKey, target: 'Systèmes sans fil' },
          { key: slugKey, target: 'systemes-sans-fil' },
        ],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().version).toBe(2);
      // The summary says what is translated and what is not yet.
      expect(res.json().summary).toMatch(
        new RegExp(
          `^fr: 2 texts translated, .*\\b\\d+ of ${defaultSiteData.services.length} services\\b.*untranslated$`,
        ),
      );
      const after = (await get('fr')).json();
      expect(after.version).toBe(2);
      const changed = new Map([
        [titleKey, 'Systèmes sans fil'],
        [slugKey, 'systemes-sans-fil'],
      ]);
      expect(after.entries).toEqual(
        entries.map((e: Entry) => ({ ...e, target: changed.get(e.key) ?? null })),
      );
      const content = (await live()).content;
      expect(content.translations.fr.services[service.id]).toEqual({
        title: 'Systèmes sans fil',
        slug: 'systemes-sans-fil',
      });
      // A null target takes the translation away again.
      const undo = await put('fr', { base_version: 2, entries: [{ key: titleKey, target: null }] });
      expect(undo.statusCode).toBe(201);
      expect((await live()).content.translations.fr.services[service.id]).toEqual({
        slug: 'systemes-sans-fil',
      });
    });

    it('refuses an unknown key and an unknown language with a 400 naming it', async () => {
      await publishBilingual();
      const key = await put('fr', {
        base_version: 1,
        entries: [{ key: 'services/1/nope', target: 'x' }],
      });
      expect(key.statusCode).toBe(400);
      expect(key.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: 'entries.0.key', message: expect.stringContaining('"services/1/nope"') }],
      });
      const tag = await put('de', { base_version: 1, entries: [] });
      expect(tag.statusCode).toBe(400);
      expect(tag.json().issues[0].message).toContain('"de"');
      expect((await live()).version).toBe(1);
    });

    it("refuses a target its field's rules refuse, naming the entry: one slug twice in French", async () => {
      await publishBilingual();
      const other = defaultSiteData.services[1]!;
      const res = await put('fr', {
        base_version: 1,
        entries: [{ key: `services/${service.id}/slug`, target: other.slug }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        {
          path: expect.stringMatching(/^(entries\.0\.target|content\.translations\.fr\.)/),
          message: expect.stringMatching(new RegExp(`^In fr: .*"${other.slug}"`)),
        },
      ]);
      expect((await live()).version).toBe(1);
    });

    it('merges onto a newer live version, and answers 409 on a clash with base_version', async () => {
      await publishBilingual();
      const taglineKey = `services/${service.id}/tagline`;
      expect(
        (await put('fr', { base_version: 1, entries: [{ key: titleKey, target: 'A' }] }))
          .statusCode,
      ).toBe(201);
      // Another text from the same base: merged on top of version 2.
      const other = await put('fr', {
        base_version: 1,
        entries: [{ key: taglineKey, target: 'T' }],
      });
      expect(other.statusCode).toBe(201);
      expect((await live()).content.translations.fr.services[service.id]).toEqual({
        title: 'A',
        tagline: 'T',
      });
      // The same text, differently, from the same base: a clash.
      const clash = await put('fr', { base_version: 1, entries: [{ key: titleKey, target: 'B' }] });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({
        error: 'edit_conflict',
        live_version: 3,
        conflicts: [
          { key: `translations.fr.services.${service.id}.title`, theirs: 'A', mine: 'B' },
        ],
      });
      const never = await put('fr', { base_version: 9, entries: [] });
      expect(never.statusCode).toBe(409);
      expect(never.json().error).toBe('version_conflict');
    });
  });

  describe('removing a language', () => {
    it('refuses translations of a language no longer listed, and history keeps them', async () => {
      await publishBilingual();
      expect(
        (await put('fr', { base_version: 1, entries: [{ key: titleKey, target: 'Sans fil' }] }))
          .statusCode,
      ).toBe(201);
      const withTranslations = (await live()).content as SiteData;
      const english = {
        ...withTranslations,
        identity: { ...withTranslations.identity, languages: [bilingual.identity.languages![0]!] },
      };
      const refused = await publish(english, 2);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0]).toMatchObject({
        path: 'content.translations.fr',
        message: expect.stringContaining('"fr"'),
      });
      const { translations: _fr, ...without } = english;
      const removed = await publish(without, 2);
      expect(removed.statusCode).toBe(201);
      expect((await live()).content.translations).toBeUndefined();
      const earlier = (
        await ctx.app.inject({ url: '/api/site-content/versions/2', headers: ctx.auth })
      ).json();
      expect(earlier.content.translations.fr.services[service.id].title).toBe('Sans fil');
    });
  });
});

describe('PUT /api/site-content/translations/{tag} with review on', () => {
  const review = reviewApp();

  it("saves an editor's translations for review (202), the live site unchanged", async () => {
    expect((await review.put(bilingual, 0, review.ctx.auth)).statusCode).toBe(201);
    const editor = await review.editor();
    const res = await review.ctx.app.inject({
      method: 'PUT',
      url: '/api/site-content/translations/fr',
      headers: { authorization: editor.authorization },
      payload: { base_version: 1, entries: [{ key: titleKey, target: 'Sans fil' }] },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().review.status).toBe('requested');
    const after = (await review.ctx.app.inject({ url: '/api/site-content' })).json();
    expect(after.version).toBe(1);
    expect(after.content.translations).toBeUndefined();
  });
});
