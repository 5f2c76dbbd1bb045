import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { refusedField } from './page-failure';

// Should the HTML check and the markdown renderer disagree again (an image's description once
// read as an event handler), the failed publish names the field to fix. A check that refuses one
// marker stands in for such a disagreement here, since the real renderer and check agree.
const refusesMarker = (html: string) => (html.includes('MARKER') ? 'a test refusal' : null);

describe('the field to blame for a page that failed', () => {
  it('is the first text whose markdown the check refuses, named as validation names fields', () => {
    const content = structuredClone(defaultSiteData);
    content.blogPosts[1]!.content = 'Crew on site, MARKER';
    expect(refusedField(content, refusesMarker)).toBe('content.blogPosts.1.content');
  });

  it('none when every text passes the real check', () => {
    expect(refusedField(defaultSiteData)).toBeNull();
  });
});
