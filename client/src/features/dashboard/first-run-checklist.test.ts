import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { firstRunSteps } from './first-run-checklist';

// The first-run checklist's hints say where things are in words true in both directions: the
// Publish button stands at the end of the page's top, which is the right in English and the left
// in a right-to-left admin (issue 54, item 5).

describe('the first-run checklist', () => {
  const steps = firstRunSteps(defaultSiteData, defaultSiteData, defaultSiteData);

  it('leads to Publish by where it is on the page, on no side', () => {
    const publish = steps.find((step) => step.label === 'Publish');
    expect(publish?.hint).toMatch(/\bPublish\b.*\btop\b/);
    for (const step of steps) expect(step.hint, step.label).not.toMatch(/\b(left|right)\b/i);
  });
});
