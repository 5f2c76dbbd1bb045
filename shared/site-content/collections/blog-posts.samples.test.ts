import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../markdown';
import { blogPosts } from './blog-posts';

// A sample post reads finished: what its text announces ("Here is the checklist", "This is how
// we did it", "We walk through...") follows it, and it does not stop on an announcement.

const paragraphs = (html: string) =>
  [...html.matchAll(/<(p|h2|ul|ol)>([\s\S]*?)<\/\1>/g)].map(([, tag, inner]) => ({
    tag: tag!,
    text: inner!.replace(/<[^>]+>/g, '').trim(),
    items: (inner!.match(/<li>/g) ?? []).length,
  }));

const ANNOUNCEMENT = /\b(here is|here are|this is how|we walk through|below|the following)\b/i;

describe.each(blogPosts.defaults.map((post) => [post.title, post] as const))('%s', (_, post) => {
  const blocks = paragraphs(renderMarkdown(post.content));

  it('is an article: sections under headings, more than its opening paragraph', () => {
    expect(blocks.filter((b) => b.tag === 'h2').length).toBeGreaterThanOrEqual(2);
    expect(post.content.length).toBeGreaterThan(1500);
  });

  it('delivers what it announces, and ends on neither an announcement nor a colon', () => {
    const last = blocks.at(-1)!;
    expect(last.text).not.toMatch(ANNOUNCEMENT);
    expect(last.text).not.toMatch(/:$/);
    for (const [i, block] of blocks.entries()) {
      // Whatever announces more is followed by it: a section, or the list it introduces.
      if (ANNOUNCEMENT.test(block.text)) expect(blocks[i + 1], block.text).toBeDefined();
      if (block.text.endsWith(':')) expect(blocks[i + 1]?.items, block.text).toBeGreaterThan(0);
    }
  });

  it('has the list its text names (a checklist is a list)', () => {
    if (/checklist/i.test(post.content)) {
      expect(blocks.some((b) => b.tag === 'ol' && b.items >= 5)).toBe(true);
    }
  });
});
