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

  it.each([
    '<script>alert(1)</script>',
    '<p>x</p><img src="/images/a.svg" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href = " javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="alert(1)"></svg>',
  ])('refuses %s', (html) => {
    expect(() => trustedHtml(html)).toThrow(TypeError);
  });
});
