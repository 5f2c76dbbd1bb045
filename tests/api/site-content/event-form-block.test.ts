import { describe, expect, it } from 'vitest';
import { exampleBlock } from '@shared/site-content/blocks';
import { defaultSiteData } from '@shared/site-content/defaults';
import { siteContentApp } from './site-content-app';

// An event's sign-up as a form block of the firm's own pages (issue 51, `form: event`) through
// PUT /api/site-content: the block names its event by slug, and an event form without one, or
// naming an event the content does not have, is refused (400 naming the page, the block and
// the field), nothing published.

const { ctx, publish } = siteContentApp();

const about = defaultSiteData.customPages.find((p) => p.kind === 'page')!;
const [first] = about.blocks;
const [event, other] = defaultSiteData.events;
const block = (patch: Record<string, unknown>) => ({
  ...exampleBlock('form', 60),
  form: 'event',
  event: event!.slug,
  ...patch,
});
/** The content with `about`'s blocks its first and `form`. */
const withBlock = (form: unknown, content = defaultSiteData) => ({
  ...content,
  customPages: [{ ...about, blocks: [first, form] }],
});
const AT = 'content.customPages.0.blocks.1';

const issuesOf = async (content: unknown) => {
  const res = await publish(content, 0);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toBe('validation_failed');
  return res.json().issues as { path: string; message: string }[];
};
const liveVersion = async () =>
  (await ctx.app.inject({ url: '/api/site-content' })).json().version as number;

describe("an event's sign-up form block, published", () => {
  it('publishes the form of an event the content has', async () => {
    const res = await publish(withBlock(block({})), 0);
    expect(res.statusCode, res.body).toBe(201);
    const live = (await ctx.app.inject({ url: '/api/site-content' })).json();
    expect(live.content.customPages[0].blocks[1]).toMatchObject({
      form: 'event',
      event: event!.slug,
    });
  });

  it('refuses an event form without its event, naming the field', async () => {
    expect(await issuesOf(withBlock(block({ event: '' })))).toEqual([
      { path: `${AT}.event`, message: 'Choose the event' },
    ]);
    expect(await liveVersion()).toBe(0);
  });

  it('refuses an event the content does not have, and removing one a block names', async () => {
    expect(await issuesOf(withBlock(block({ event: 'no-such-event' })))).toEqual([
      {
        path: `${AT}.event`,
        message: 'No event at /events/no-such-event: choose one of the events',
      },
    ]);
    expect((await publish(withBlock(block({})), 0)).statusCode).toBe(201);
    const without = { ...defaultSiteData, events: [other!] };
    expect(await issuesOf(withBlock(block({}), without))).toEqual([
      {
        path: `${AT}.event`,
        message: `No event at /events/${event!.slug}: choose one of the events`,
      },
    ]);
    expect(await liveVersion()).toBe(1);
    const res = await publish(withBlock(block({ event: other!.slug }), without), 1);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('takes a form block stored before the event form existed (no event field)', async () => {
    const { event: _none, ...before } = block({ form: 'contact' });
    const res = await publish(withBlock(before), 0);
    expect(res.statusCode, res.body).toBe(201);
  });
});
