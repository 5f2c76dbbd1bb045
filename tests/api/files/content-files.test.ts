import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { UNUSED_FILE_DAYS } from '../../../server/src/services/files/file-keeping';
import { sampleFiles } from '../../../server/src/services/files/sample-files';
import { siteContentApp } from '../site-content/site-content-app';
import { pdf } from '../intake/files';

// A file field in the content (certifications' `certificate`): optional, checked field by field
// at publish, and its files kept on disk while a version names them (decision 044).

const { ctx, publish } = siteContentApp();

const withCertificate = (certificate: unknown): SiteData => ({
  ...defaultSiteData,
  certifications: defaultSiteData.certifications.map((c, i) =>
    i === 1 ? ({ ...c, certificate } as typeof c) : c,
  ),
});

async function upload(name: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/media?purpose=file&name=${name}`,
    headers: { ...ctx.auth, 'content-type': 'application/pdf' },
    payload: pdf(),
  });
  return res.json() as { src: string; name: string; type: string; size: number };
}

describe('a file field', () => {
  it('is optional: items without one publish', async () => {
    expect(defaultSiteData.certifications.every((c) => !('certificate' in c))).toBe(true);
    expect((await publish(defaultSiteData, 0)).statusCode).toBe(201);
  });

  it('publishes with an uploaded file, kept as {src, name, type, size}', async () => {
    const file = await upload('iso-9001.pdf');
    expect((await publish(withCertificate(file), 0)).statusCode).toBe(201);
    const live = (await ctx.app.inject({ url: '/api/site-content' })).json();
    expect(live.content.certifications[1].certificate).toEqual(file);
  });

  it.each([
    ['not an object', 'certificate.pdf', 'content.certifications.1.certificate'],
    [
      'an address elsewhere',
      { src: 'https://evil.example/c.pdf', name: 'c.pdf', type: 'application/pdf', size: 10 },
      'content.certifications.1.certificate.src',
    ],
    [
      'a type the field does not take',
      { src: `/files/${'d'.repeat(32)}.zip`, name: 'c.zip', type: 'application/zip', size: 10 },
      'content.certifications.1.certificate.src',
    ],
    [
      'a type that is not its file’s',
      { src: `/files/${'d'.repeat(32)}.pdf`, name: 'c.pdf', type: 'text/html', size: 10 },
      'content.certifications.1.certificate.type',
    ],
    [
      'no size',
      { src: `/files/${'d'.repeat(32)}.pdf`, name: 'c.pdf', type: 'application/pdf', size: -1 },
      'content.certifications.1.certificate.size',
    ],
    [
      'a blank name',
      { src: `/files/${'d'.repeat(32)}.pdf`, name: ' ', type: 'application/pdf', size: 10 },
      'content.certifications.1.certificate.name',
    ],
  ])('refuses %s: 400 naming the field', async (_what, certificate, field) => {
    const res = await publish(withCertificate(certificate), 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});

describe('files no version names', () => {
  const age = (file: string, days: number) => {
    const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    utimesSync(join(ctx.app.repos.contentFiles.dir, file), at, at);
  };
  const stored = (src: string) => src.slice('/files/'.length);

  it(`are deleted ${UNUSED_FILE_DAYS} days after their upload; those a version names stay`, async () => {
    const published = await upload('published.pdf');
    const saved = await upload('saved.pdf');
    const dropped = await upload('dropped.pdf');
    const recent = await upload('recent.pdf');
    expect((await publish(withCertificate(published), 0)).statusCode).toBe(201);
    // Removed from the content since: still named by version 1, so kept for a restore.
    expect((await publish(defaultSiteData, 1)).statusCode).toBe(201);
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/versions',
      headers: ctx.auth,
      payload: { content: withCertificate(saved), base_version: 2 },
    });
    expect(save.statusCode).toBe(201);
    for (const file of [published, saved, dropped]) age(stored(file.src), UNUSED_FILE_DAYS + 1);
    age(stored(recent.src), UNUSED_FILE_DAYS - 1);

    expect(ctx.app.sweepUnusedFiles()).toEqual([stored(dropped.src)]);
    const left = ctx.app.repos.contentFiles.list().sort();
    // The built-in samples' files stay too: the live content names them.
    const samples = [...sampleFiles().keys()];
    const kept = [published, saved, recent].map((f) => stored(f.src));
    expect(left).toEqual([...kept, ...samples].sort());
  });

  it("keeps the built-in samples' files while the built-in content is live, unpublished", async () => {
    const samples = [...sampleFiles().keys()];
    for (const file of samples) age(file, UNUSED_FILE_DAYS + 1);
    expect(ctx.app.sweepUnusedFiles()).toEqual([]);
    expect(ctx.app.repos.contentFiles.list().sort()).toEqual(samples.sort());
  });

  it('a publish naming an old upload renews it, so a sweep spares it', async () => {
    const file = await upload('late.pdf');
    age(stored(file.src), UNUSED_FILE_DAYS + 5);
    expect((await publish(withCertificate(file), 0)).statusCode).toBe(201);
    const { storedAt } = ctx.app.repos.contentFiles.stat(stored(file.src))!;
    expect(Date.now() - storedAt).toBeLessThan(60_000);
  });
});
