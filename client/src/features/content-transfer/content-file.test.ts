import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { contentFileName, parseContentFile, serializeContent } from './content-file';

const now = new Date('2025-06-01T12:00:00.000Z');

describe('content export file', () => {
  it('round-trips the site data', () => {
    const text = serializeContent(defaultSiteData, now);
    expect(JSON.parse(text)).toMatchObject({
      format: 'site-content',
      version: 2,
      exported_at: now.toISOString(),
    });
    expect(parseContentFile(text)).toEqual({ ok: true, data: defaultSiteData });
  });

  it('names the file by date', () => {
    expect(contentFileName(now)).toBe('site-content-2025-06-01.json');
  });

  it('accepts bare site data', () => {
    expect(parseContentFile(JSON.stringify(defaultSiteData))).toEqual({
      ok: true,
      data: defaultSiteData,
    });
  });

  it('drops unknown fields', () => {
    const data = {
      ...defaultSiteData,
      extra: 1,
      settings: { ...defaultSiteData.settings, fax: 'x' },
    };
    const result = parseContentFile(JSON.stringify(data));
    expect(result).toEqual({ ok: true, data: defaultSiteData });
  });

  it('rejects text that is not JSON', () => {
    const result = parseContentFile('not json {');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/not valid JSON/);
  });

  it('rejects JSON of another kind', () => {
    expect(parseContentFile('[1,2,3]')).toMatchObject({
      ok: false,
      error: 'This file is not a site content export.',
    });
    expect(parseContentFile('{"format":"other"}')).toMatchObject({ ok: false });
    expect(parseContentFile('{"format":"site-content","version":3}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/version 3/),
    });
  });

  it('imports a version 1 file: the collections it lacks are the built-in ones, posts get slugs', () => {
    const {
      services: _s,
      caseStudies: _c,
      openings: _o,
      partners: _p,
      legal: _l,
      chatTopics: _t,
      redirects: _r,
      ...old
    } = defaultSiteData;
    const file = {
      format: 'site-content',
      version: 1,
      exported_at: now.toISOString(),
      data: { ...old, blogPosts: old.blogPosts.map(({ slug: _slug, ...post }) => post) },
    };
    const result = parseContentFile(JSON.stringify(file));
    expect(result).toEqual({ ok: true, data: defaultSiteData });
  });

  it('says where the content is wrong', () => {
    const bad = JSON.parse(serializeContent(defaultSiteData, now));
    bad.data.blogPosts[1].title = 42;
    const result = parseContentFile(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/data\.blogPosts\[1\]\.title/);
  });

  it('rejects missing lists, bad dates, script URLs and duplicate ids', () => {
    const { team: _team, ...noTeam } = defaultSiteData;
    expect(parseContentFile(JSON.stringify(noTeam)).ok).toBe(false);
    const post = defaultSiteData.blogPosts[0]!;
    const withDate = { ...defaultSiteData, blogPosts: [{ ...post, date: 'yesterday' }] };
    expect(parseContentFile(JSON.stringify(withDate)).ok).toBe(false);
    const withScript = {
      ...defaultSiteData,
      blogPosts: [{ ...post, imageSrc: 'javascript:alert(1)' }],
    };
    expect(parseContentFile(JSON.stringify(withScript)).ok).toBe(false);
    const duplicated = { ...defaultSiteData, blogPosts: [post, post] };
    expect(parseContentFile(JSON.stringify(duplicated))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/share an id/),
    });
  });
});
