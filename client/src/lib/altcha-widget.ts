import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';
import pbkdf2WorkerUrl from 'altcha/workers/pbkdf2?worker&url';
import type { AltchaWidgetElement } from 'altcha';
import type { TrustedTypesWindow } from './trusted-types';

// The widget itself (a web component), in a chunk of its own that loads only while the
// challenge is on. Its "external" build has no inline styles or workers, so the strict CSP needs
// nothing new: the stylesheet and the worker are the site's own files, and the worker's URL goes
// through a Trusted Types policy that accepts that one file only.

const workerPolicy = (window as TrustedTypesWindow).trustedTypes?.createPolicy('altcha-worker', {
  createScriptURL: (url: string) => {
    if (url === pbkdf2WorkerUrl) return url;
    throw new TypeError(`Not the ALTCHA worker: ${url}`);
  },
});

// The one algorithm the server's challenges use (server/src/services/leads/altcha.ts).
$altcha.algorithms.set(
  'PBKDF2/SHA-256',
  // A TrustedScriptURL where the browser has Trusted Types; the DOM types only know strings.
  () => new Worker((workerPolicy?.createScriptURL(pbkdf2WorkerUrl) ?? pbkdf2WorkerUrl) as string),
);

// Defaults, so the widget's first render has them: its footer ("Protected by ALTCHA", a link) is
// written with innerHTML, which the CSP's Trusted Types requirement refuses.
$altcha.defaults.set({ hideFooter: true });

/**
 * Shows the widget in `slot` and starts solving at once (the form already has focus). `first` is
 * the challenge fetched from `challengeUrl` to learn that the setting is on: the widget uses it
 * rather than asking again, and fetches a new one from there for each later round. (The guard
 * passes the URL in: this chunk imports nothing back from it.)
 */
export async function showAltchaWidget(
  slot: HTMLElement,
  challengeUrl: string,
  first: Response,
): Promise<AltchaWidgetElement> {
  const widget = document.createElement('altcha-widget');
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  slot.append(widget);
  await loaded;
  let unused: Response | null = first;
  await widget.configure({
    challenge: challengeUrl,
    fetch: (input, init) => {
      const answer = unused;
      unused = null;
      return answer ? Promise.resolve(answer) : fetch(input, { ...init, cache: 'no-store' });
    },
    name: 'altcha',
    type: 'checkbox',
    // Later rounds (after a form was sent) start when the visitor comes back to the form.
    auto: 'onfocus',
    // No cookies: the solution travels in the form's body.
    setCookie: null,
  });
  void widget.verify();
  return widget;
}
