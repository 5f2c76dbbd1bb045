import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY } from '~/config/storage-keys';
import { createStorageKeySubscription } from '~/lib/storage-key-subscription';

// The consent choice: stored under cookie_consent as accepted or
// declined; the banner shows while none is stored. The prerendered HTML always contains the
// banner, so a first visit sees it in its first paint; index.html's inline script marks <html>
// with data-consent-stored before that paint when a choice exists, and app.css hides the banner.

export type ConsentChoice = 'accepted' | 'declined';

// Another tab's choice hides the banner here too.
const { subscribe, emit } = createStorageKeySubscription(COOKIE_CONSENT_KEY);
/** Set when a choice is made but storage refused it: the banner still goes away for this page view. */
let chosenThisPageView = false;

export function hasConsentChoice(): boolean {
  if (chosenThisPageView) return true;
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined';
  } catch {
    return true; // Storage blocked: a choice could not be stored anyway, so do not nag.
  }
}

export function storeConsentChoice(choice: ConsentChoice) {
  chosenThisPageView = true;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // Storage blocked: hidden for this page view only.
  }
  emit();
}

const needsChoice = () => !hasConsentChoice();
// Prerendered HTML (and so hydration) always has the banner; see the top of this module.
const serverNeedsChoice = () => true;

/** True while the banner should show. */
export function useConsentNeeded(): boolean {
  return useSyncExternalStore(subscribe, needsChoice, serverNeedsChoice);
}
