import { describe, expect, it } from 'vitest';
import { isEmailAddress, isPublishedImagePath, isSafeLinkHref, isSameSitePath } from './safe-urls';

const media = '/media/0123456789abcdef0123456789abcdef-1600x900.webp';

describe('published image paths', () => {
  it.each([media, '/images/blog/fiber-backbone-rings.svg', '/images/team/elena-marsh.svg'])(
    'accepts %s',
    (src) => expect(isPublishedImagePath(src)).toBe(true),
  );

  // A browser reads "/\host" and "/<tab>/host" as //host: another site, which a check of the
  // first characters alone lets through.
  it.each([
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    '/\\\\evil.example/x.png',
    '//evil.example/x.png',
    'https://evil.example/x.png',
    'data:image/png;base64,AAAA',
    '/images/../api/site-content',
    '/images/%2e%2e/admin',
    '/media/../images/x.svg',
    '/media/not-an-upload.webp',
    '/admin/x.png',
    '/x.png',
    '/images/',
    '/images/x.svg?v=1',
    '/images/x.svg#frag',
    'images/x.svg',
    '',
  ])('refuses %j', (src) => expect(isPublishedImagePath(src)).toBe(false));
});

describe('links in published text', () => {
  it.each([
    'https://a.example/x',
    'http://a.example',
    'mailto:a@b.example',
    'tel:+1555',
    '/quote',
    '#x',
  ])('allows %s', (href) => expect(isSafeLinkHref(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'relative/path',
    'ftp://x.example',
  ])('refuses %s', (href) => expect(isSafeLinkHref(href)).toBe(false));
});

describe('same-site paths (redirects)', () => {
  it('takes paths with a query or a fragment, nothing that leaves the site', () => {
    expect(isSameSitePath('/#services')).toBe(true);
    expect(isSameSitePath('/blog/new-post?utm_source=x')).toBe(true);
    expect(isSameSitePath('//evil.example')).toBe(false);
    expect(isSameSitePath('/\\evil.example')).toBe(false);
    expect(isSameSitePath('https://evil.example/')).toBe(false);
    expect(isSameSitePath('/a/../b')).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it.each(['info@meridian-netsec.com', 'first.last+tag@mail.firm.example', "o'brien@firm.example"])(
    'accepts %s',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );
  it.each([
    'info at firm',
    'a@b',
    'a@b.example?subject=x',
    'a@b.example&body=x',
    'a b@firm.example',
    '<a@b.example>',
    'a@b.example"onmouseover="x',
    '.a@b.example',
    'a..b@b.example',
    '',
  ])('refuses %j', (email) => expect(isEmailAddress(email)).toBe(false));
});
