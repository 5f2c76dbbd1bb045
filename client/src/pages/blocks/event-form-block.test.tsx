import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleBlock, type Block } from '@shared/site-content/blocks';
import { eventInstants } from '@shared/site-content/collections/events';
import { defaultSiteData } from '@shared/site-content/defaults';
import { SiteSourceProvider } from '~/lib/site-data';
import { buildPageData } from '~/lib/site-data/build-page-data';
import { createContentSource } from '~/lib/site-data/content-source';
import { preloadAllBlocks } from './block-components';
import { Blocks } from './blocks';

// An event's sign-up as a form block of a page of the firm's own, drawn as visitors get it:
// the event's facts and its registration form while it is open, why not once it has closed.

beforeAll(() => preloadAllBlocks());

const upcoming = defaultSiteData.events.find((e) => Date.parse(e.starts) > Date.now())!;
const block: Block = {
  ...exampleBlock('form', 1),
  form: 'event',
  event: upcoming.slug,
  heading: 'Come and see it running',
  formHeading: '',
};

function render(now = Date.now(), events = defaultSiteData.events) {
  const [about] = defaultSiteData.customPages;
  const page = { ...about!, blocks: [block] };
  const content = { ...defaultSiteData, events, customPages: [page] };
  const { view } = buildPageData(content, page.path, now);
  if (view.kind !== 'custom-page') throw new Error('not a page of the firm’s own');
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteSourceProvider value={createContentSource(content)}>
        <Blocks blocks={view.page.blocks} />
      </SiteSourceProvider>
    </MemoryRouter>,
  );
}

describe("an event's sign-up form block", () => {
  it('shows the event, linked to its page, and its registration form naming it', () => {
    const html = render();
    expect(html).toContain('Come and see it running');
    expect(html).toContain(`href="/events/${upcoming.slug}"`);
    expect(html).toContain(`aria-label="Registration for ${upcoming.title}"`);
    expect(html).toMatch(
      new RegExp(`<input type="hidden" name="event" value="${upcoming.slug}"/>`),
    );
    expect(html).toContain('Registration closes ');
  });

  it('says registration has closed once it has, without the form', () => {
    const { closes } = eventInstants(upcoming)!;
    const html = render(closes + 60_000);
    expect(html).toContain('Registration closed ');
    expect(html).not.toContain('<form');
  });

  it('shows nothing for an event the content no longer has', () => {
    const others = defaultSiteData.events.filter((e) => e !== upcoming);
    expect(render(Date.now(), others)).toBe('');
  });
});
