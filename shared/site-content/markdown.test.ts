import { describe, expect, it } from 'vitest';
import { excerpt, markdownToText, renderMarkdown } from './markdown';

// Published texts are markdown rendered on the server into the page as they are: whatever an
// editor (or someone who took over an editor's session) writes, the HTML may carry no script,
// no event handler, no markup of its own and no link to anything but http(s), mailto, tel and
// this site.

/** Every tag the HTML contains, with its attributes. */
const tags = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map((m) => m[0]);

describe('markdown rendering', () => {
  it('renders the usual markdown', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and _em_ text with [a link](https://example.com/x).\n\n- one\n- two\n\n## Part\n\n1. first\n\n`code`',
    );
    expect(html).toContain('<h2>Title</h2>'); // the page's title is its only <h1>
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a link</a>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<code>code</code>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a script tag inside a paragraph', 'Text <script src="/x.js"></script> more'],
    ['an event attribute on raw HTML', '<img src="/images/x.svg" onerror="alert(1)">'],
    ['an event attribute in a div', '<div onclick="alert(1)">click</div>'],
    ['an HTML comment', 'before <!-- hidden --> after\n\n<!--\nblock comment\n-->'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['an svg with a handler', '<svg onload="alert(1)"></svg>'],
  ])('never emits raw HTML: %s', (_, source) => {
    const html = renderMarkdown(source);
    for (const tag of tags(html)) expect(tag).toMatch(/^<(p|code|pre)>$/);
    expect(html).not.toMatch(/<(script|img|div|iframe|style|svg)\b/i);
    expect(html).not.toContain('<!--');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'javascript&#58;alert(1)',
    'javascript%3Aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    '//evil.example/x',
    'ftp://files.example/x',
  ])('refuses a link to %j (it stays text)', (href) => {
    const html = renderMarkdown(`[click](${href}) and <${href}>`);
    expect(html).not.toMatch(/<a\b/);
    expect(html.toLowerCase()).not.toMatch(/href=/);
  });

  it.each(['/\\evil.example/x', '/\t/evil.example', '/%5C/evil.example'])(
    'a path a browser would read as another host stays on this site: %j',
    (href) => {
      const html = renderMarkdown(`[click](${href})`);
      for (const [, found] of html.matchAll(/href="([^"]*)"/g))
        expect(new URL(found!, 'https://site.test').origin).toBe('https://site.test');
    },
  );

  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:info@firm.example', 'mailto:info@firm.example'],
    ['tel:+12125550147', 'tel:+12125550147'],
    ['/services/wireless-systems', '/services/wireless-systems'],
    ['/blog/post#part', '/blog/post#part'],
    ['#contact', '#contact'],
  ])('keeps a link to %s', (href, expected) => {
    expect(renderMarkdown(`[x](${href})`)).toContain(`href="${expected}"`);
  });

  it('shows images of this site only; any other image is its description', () => {
    expect(renderMarkdown('![A map](/images/blog/fiber-backbone-rings.svg)')).toContain(
      '<img src="/images/blog/fiber-backbone-rings.svg" alt="A map">',
    );
    for (const src of [
      'https://tracker.example/p.gif',
      '//evil.example/x.png',
      '/\\evil/x.png',
      '/api/x.png',
    ]) {
      const html = renderMarkdown(`![Pixel](${src})`);
      expect(html, src).not.toContain('<img');
      expect(html, src).toContain('Pixel');
    }
  });

  it('escapes text that looks like markup', () => {
    expect(renderMarkdown('5 < 6 & "quotes" </p><b>x</b>')).toBe(
      '<p>5 &lt; 6 &amp; &quot;quotes&quot; &lt;/p&gt;&lt;b&gt;x&lt;/b&gt;</p>\n',
    );
  });

  it('gives the plain words of a text for excerpts and descriptions', () => {
    expect(
      markdownToText('## Why\n\nSome **bold** text,\na [link](https://x.example).\n\n- item'),
    ).toBe('Why Some bold text, a link. item');
    expect(excerpt('word '.repeat(50).trim(), 20)).toBe('word word word word…');
    expect(excerpt('short', 20)).toBe('short');
  });
});
