import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@shared/site-content/markdown';
import { trustedHtml } from './trusted-html';

// The one way rendered markdown reaches innerHTML: whatever the renderer makes passes, markup it
// never makes is refused.

describe('trusted HTML of rendered markdown', () => {
  it('passes what the markdown renderer makes, hostile text included', () => {
    const html = renderMarkdown(
      'Text <script>alert(1)</script> onerror="x" javascript:alert(1) [a](https://x.example) ![i](/images/a.svg)',
    );
    expect(trustedHtml(html)).toBe(html);
  });

  it("passes text that looks like an attribute inside an attribute: the review's image", () => {
    // "onsite =" inside an escaped alt made the whole post fail to render.
    for (const source of [
      '![Crew onsite = day one](/images/logo.png)',
      '![a "quoted" onload=x alt](/images/logo.png)',
      '[link with onclick=steal()](https://x.example "title onmouseover=y")',
      'A paragraph about onsite = work and javascript: in text.',
    ]) {
      const html = renderMarkdown(source);
      expect(trustedHtml(html)).toBe(html);
    }
  });

  it.each([
    '<script>alert(1)</script>',
    '<p>x</p><img src="/images/a.svg" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href = " javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"></svg>',
    '<img src="/images/a.svg" alt="x" ONERROR=alert(1)>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="java&#115;cript:alert(1)">x</a>',
    '<a href=javascript:alert(1)>x</a>',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<p>x</p><',
    '<p>x <!-- y --></p>',
  ])('refuses %s', (html) => {
    expect(() => trustedHtml(html)).toThrow(TypeError);
  });
});
