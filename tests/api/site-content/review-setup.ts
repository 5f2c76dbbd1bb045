import type { SiteData } from '@shared/site-content/schema';
import { bearer, manualClock, signInWithRole, type TestApp } from '../helpers';
import { siteContentApp } from './site-content-app';

type Headers = { authorization: string };

/**
 * For each test of the file: the site content app with REQUIRE_REVIEW on (or off) and a test
 * clock, an owner (`ctx.auth`), and helpers to make editors and reviewers and act as them.
 */
export function reviewApp(requireReview = true) {
  let clock = manualClock();
  const app = siteContentApp(() => {
    clock = manualClock();
    return { requireReview, now: clock.now };
  });
  const { ctx } = app;

  /** An editor, signed in; with `reviewer`, given the grant by the owner on the Users API. */
  async function editor(reviewer = false): Promise<Headers & { id: string; email: string }> {
    const tokens = await signInWithRole(ctx.app, 'editor');
    if (reviewer) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${tokens.user.id}`,
        headers: ctx.auth,
        payload: { extra_roles: ['reviewer'] },
      });
      if (res.statusCode !== 200) throw new Error(`grant failed: ${res.statusCode} ${res.body}`);
    }
    return { ...bearer(tokens.access_token), id: tokens.user.id, email: tokens.user.email };
  }

  const put = (content: SiteData, base_version: number, headers: Headers, message?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: { authorization: headers.authorization },
      payload: { content, base_version, ...(message ? { message } : {}) },
    });

  const post = (url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: headers.authorization },
      ...(payload ? { payload } : {}),
    });

  const approve = (id: number, headers: Headers, payload?: object) =>
    post(`/api/site-content/reviews/${id}/approve`, headers, payload);

  const reviews = async (status?: string) =>
    (
      await ctx.app.inject({
        url: `/api/site-content/reviews${status ? `?status=${status}` : ''}`,
        headers: ctx.auth,
      })
    ).json().items;

  /** The history's first page, and each of its versions as [number, status]. */
  async function versions() {
    const list = (
      await ctx.app.inject({ url: '/api/site-content/versions', headers: ctx.auth })
    ).json();
    const statuses = list.items.map((v: { version: number; status: string }) => [
      v.version,
      v.status,
    ]);
    return { items: list.items, statuses };
  }

  const live = async (a: TestApp = ctx.app) =>
    (await a.inject({ method: 'GET', url: '/api/site-content' })).json();

  return { ...app, clock: () => clock, editor, put, post, approve, reviews, versions, live };
}
