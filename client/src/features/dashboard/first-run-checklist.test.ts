import { describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { defaultSiteData } from '@shared/site-content/defaults';
import { firstRunSteps } from './first-run-checklist';

// The first-run checklist's hints say where things are in words true in both directions: the
// Publish button stands at the end of the page's top, which is the right in English and the left
// in a right-to-left admin (issue 54, item 5); each language's catalogue says it so.

const steps = (dashboard: typeof shellEnglish.dashboard) =>
  firstRunSteps(defaultSiteData, defaultSiteData, defaultSiteData, dashboard);

describe('the first-run checklist', () => {
  it('leads to Publish by where it is on the page, on no side', () => {
    const publish = steps(shellEnglish.dashboard).find((step) => step.label === 'Publish');
    expect(publish?.hint).toMatch(/\bPublish\b.*\btop\b/);
    for (const step of steps(shellEnglish.dashboard)) {
      expect(step.hint, step.label).not.toMatch(/\b(left|right)\b/i);
    }
  });

  it('names no side in French or Arabic either', () => {
    const sides = { fr: /\b(gauche|droite)\b/i, ar: /يمين|يسار/ };
    for (const [tag, side] of Object.entries(sides)) {
      for (const step of steps(messagesIn(tag, 'adminShell').dashboard)) {
        expect(step.hint, `${tag} ${step.label}`).not.toMatch(side);
      }
    }
  });
});
