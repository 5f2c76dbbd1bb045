import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { siteContentApp } from './site-content-app';

// The languages the site speaks are content (identity.languages, issue 54): published like any
// part of the identity, and a tag the site cannot speak is refused with a 400 naming it.

const { ctx, publish } = siteContentApp();

const withLanguages = (languages: unknown) => ({
  ...defaultSiteData,
  identity: { ...defaultSiteData.identity, languages },
});

describe('identity.languages', () => {
  it('publishes the languages (201), the first the default, and everyone gets them', async () => {
    const languages = [
      { tag: 'fr-CA', name: 'Français' },
      { tag: 'en-CA', name: 'English' },
    ];
    const res = await publish(withLanguages(languages), 0);
    expect(res.statusCode).toBe(201);
    // Nothing is translated into the second language yet: the summary says so (decision 054).
    expect(res.json().summary).toMatch(/^languages changed; en-CA: .*services.* untranslated$/);
    const live = (await ctx.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live.content.identity.languages).toEqual(languages);
  });

  it.each([
    ['xx', 'not a known language'],
    ['en_GB', 'not a BCP 47 language tag'],
    ['fr-ca', 'must be written fr-CA'],
  ])('refuses the tag %j with a 400 naming it', async (tag, why) => {
    const res = await publish(
      withLanguages([
        { tag: 'en', name: 'English' },
        { tag, name: 'X' },
      ]),
      0,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    const issue = res
      .json()
      .issues.find((i: { path: string }) => i.path === 'content.identity.languages.1.tag');
    expect(issue.message).toContain(`"${tag}"`);
    expect(issue.message).toContain(why);
    // Nothing was published.
    const live = (await ctx.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live.version).toBe(0);
  });

  it('refuses one tag twice and an empty list', async () => {
    const en = { tag: 'en', name: 'English' };
    const twice = await publish(withLanguages([en, en]), 0);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues[0]).toMatchObject({
      path: 'content.identity.languages.1.tag',
      message: 'Language tag "en" is listed twice',
    });
    const none = await publish(withLanguages([]), 0);
    expect(none.statusCode).toBe(400);
    expect(none.json().issues[0].path).toBe('content.identity.languages');
  });
});
