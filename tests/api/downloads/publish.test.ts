import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { siteContentApp } from '../site-content/site-content-app';
import { pdf } from '../intake/files';

// Publishing the downloads (issue 50, item 6): a document needs its file, stored on the server;
// a publish that names a missing one is refused whole (422) and changes nothing. The upload's
// own refusals (413, 415 for a program or a page renamed .pdf, naming the field `file`) are
// tests/api/media/files.test.ts's: the downloads' editor uploads through the same route.

const { ctx, publish } = siteContentApp();

const live = async () => (await ctx.app.inject({ url: '/api/site-content' })).json();

/** The built-in content with a new gated document holding `file`. */
function withDocument(file: unknown): SiteData {
  const content = structuredClone(defaultSiteData);
  content.downloads.push({
    id: 99,
    slug: 'private-5g-datasheet',
    title: 'Private 5G Datasheet',
    summary: 'Radio, core and devices on two pages.',
    file: file as SiteData['downloads'][number]['file'],
    cover: null,
    category: 'Datasheets',
    services: ['wireless-systems'],
    gated: true,
    featured: false,
    updated: '2026-12-01',
  });
  return content;
}

describe('publishing a document', () => {
  it('with an uploaded PDF: it goes live, its file gated', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media?purpose=file&name=Private 5G datasheet.pdf',
      headers: { ...ctx.auth, 'content-type': 'application/pdf' },
      payload: pdf(5000),
    });
    expect(res.statusCode).toBe(201);
    expect((await publish(withDocument(res.json()), 0)).statusCode).toBe(201);
    const content = (await live()).content as SiteData;
    expect(content.downloads.at(-1)).toMatchObject({ slug: 'private-5g-datasheet', gated: true });
    expect((await ctx.app.inject({ url: res.json().src })).statusCode).toBe(404);
  });

  it('whose file is not stored: 422 file_missing naming the field, nothing goes live', async () => {
    const before = await live();
    const missing = {
      src: `/files/${'e'.repeat(32)}.pdf`,
      name: 'gone.pdf',
      type: 'application/pdf',
      size: 5000,
    };
    const res = await publish(withDocument(missing), before.version);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'file_missing',
      issues: [{ path: `content.downloads.${defaultSiteData.downloads.length}.file` }],
    });
    expect(await live()).toEqual(before);
  });

  it('without a file, or with a file of another site: 400 naming the field', async () => {
    const index = defaultSiteData.downloads.length;
    for (const [file, path] of [
      [undefined, `content.downloads.${index}.file`],
      [
        { src: 'https://evil.example/x.pdf', name: 'x.pdf', type: 'application/pdf', size: 9 },
        `content.downloads.${index}.file.src`,
      ],
    ] as const) {
      const res = await publish(withDocument(file), 0);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });
});
