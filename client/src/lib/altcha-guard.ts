import type { AltchaWidgetElement } from 'altcha';

// The proof-of-work challenge (ALTCHA) of the lead forms, loaded on a form's first focus and
// never with the page. Whether it is on is a server setting the prerendered pages cannot know:
// the challenge endpoint answers 204 when it is off, and only a 200 loads and shows the widget.

const CHALLENGE_URL = '/api/altcha/challenge';

/** How long a submission waits for a challenge still being solved (a slow phone, a busy tab). */
const SOLVE_WAIT_MS = 20_000;

const widgets = new WeakMap<HTMLFormElement, Promise<AltchaWidgetElement | null>>();

/**
 * The widget's place: just before the form's submit button, so it comes last in the tab order
 * before sending. Made here rather than rendered by the form, so a page whose challenge is off
 * carries nothing of it; React leaves a node it did not render alone.
 */
function slotIn(form: HTMLFormElement): HTMLElement | null {
  let anchor: Element | null = form.querySelector('[type="submit"]');
  while (anchor && anchor.parentElement !== form) anchor = anchor.parentElement;
  if (!anchor) return null;
  const slot = document.createElement('div');
  slot.setAttribute('role', 'group');
  slot.setAttribute('aria-label', 'Spam check');
  anchor.before(slot);
  return slot;
}

async function mount(form: HTMLFormElement): Promise<AltchaWidgetElement | null> {
  const challenge = await fetch(CHALLENGE_URL, { cache: 'no-store' }).catch(() => null);
  if (!challenge) throw new Error('offline'); // Asked again on the next focus or submission.
  if (challenge.status !== 200) return null; // 204: off (or 429, the limit): no widget.
  const { showAltchaWidget } = await import('./altcha-widget');
  const slot = slotIn(form);
  return slot ? showAltchaWidget(slot, CHALLENGE_URL, challenge) : null;
}

/** Shows the widget in `form` and starts solving, if the server's challenge is on; once a form. */
export function startAltcha(form: HTMLFormElement): Promise<AltchaWidgetElement | null> {
  let widget = widgets.get(form);
  if (!widget) {
    widget = mount(form).catch(() => {
      widgets.delete(form);
      return null;
    });
    widgets.set(form, widget);
  }
  return widget;
}

/** Resolves when the widget leaves the solving state. */
function settled(widget: AltchaWidgetElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      widget.removeEventListener('statechange', onChange);
      clearTimeout(timer);
      resolve();
    };
    const onChange = () => {
      if (widget.getState() !== 'verifying') done();
    };
    const timer = setTimeout(done, SOLVE_WAIT_MS);
    widget.addEventListener('statechange', onChange);
  });
}

/**
 * The solved challenge to send with the form; undefined when the challenge is off. A challenge
 * still being solved is waited for. Without a solution the form is still sent: the server files
 * it in the Spam view instead of losing it.
 */
export async function altchaPayload(form: HTMLFormElement): Promise<string | undefined> {
  const widget = await startAltcha(form);
  if (!widget) return undefined;
  if (widget.getState() === 'verifying') await settled(widget);
  else if (widget.getState() !== 'verified') await widget.verify().catch(() => null);
  const input = form.elements.namedItem('altcha');
  return widget.getState() === 'verified' && input instanceof HTMLInputElement
    ? input.value || undefined
    : undefined;
}

/** After a form was sent: its challenge is used up, and the widget solves a new one on focus. */
export function resetAltcha(form: HTMLFormElement): void {
  void widgets.get(form)?.then((widget) => widget?.reset());
}
