import MarkdownIt from 'markdown-it';
import { isPublishedImagePath, isSafeLinkHref } from './safe-urls';

// The one markdown configuration: the server renders published texts with it (at publish and
// build time, so the HTML is in the page) and the admin's preview uses it too, so the preview is
// what visitors will see. The public pages never load it: they get the HTML.
//
// Safe by construction, not by cleaning up afterwards: raw HTML in the text is never emitted
// (html: false shows it as text, comments included), links may only point at http(s), mailto,
// tel and this site (safe-urls.ts), images only at this site's images, and a heading written as
// "#" becomes an <h2> (the page's title is its one <h1>).

const md = new MarkdownIt('default', {
  html: false,
  linkify: false,
  typographer: false,
  breaks: false,
});

// Called for every link, autolink and image address; a refused one stays plain text.
md.validateLink = isSafeLinkHref;

md.core.ruler.push('site_rules', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') {
      token.tag = 'h2';
    }
    if (token.type !== 'inline' || !token.children) continue;
    token.children = token.children.map((child) => {
      if (child.type !== 'image' || isPublishedImagePath(child.attrGet('src') ?? '')) return child;
      // An image from anywhere else is shown as its description.
      const text = new state.Token('text', '', 0);
      text.content = child.content;
      return text;
    });
  }
});

const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const link = tokens[idx]!;
  // Another site gets neither the opener nor where the visitor came from.
  if (/^https?:/i.test(link.attrGet('href') ?? '')) link.attrSet('rel', 'noopener noreferrer');
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** Markdown as HTML that is safe to put into a page as it is. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The words of a markdown text without its markup (excerpts, meta descriptions, feeds). */
export function markdownToText(source: string): string {
  const words: string[] = [];
  for (const token of md.parse(source, {})) {
    if (token.type !== 'inline') continue;
    const text = (token.children ?? [])
      .map((child) =>
        child.type === 'text' || child.type === 'code_inline'
          ? child.content
          : child.type === 'softbreak' || child.type === 'hardbreak'
            ? ' '
            : child.type === 'image'
              ? child.content
              : '',
      )
      .join('');
    if (text.trim()) words.push(text.trim());
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** The start of a text, cut at a word, with an ellipsis when it was longer than `max`. */
export function excerpt(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text;
}
