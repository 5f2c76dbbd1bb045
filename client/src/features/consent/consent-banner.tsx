import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { storeConsentChoice } from './consent-state';

/**
 * The cookie-consent banner: shown while no choice is stored; Accept or Decline
 * stores it under cookie_consent, which hides it (consent-state.ts). A lazy chunk: returning
 * visitors never download it.
 */
export default function ConsentBanner() {
  return (
    <section
      aria-label="Cookie consent"
      // Hidden before the first paint when a choice is stored (app.css, index.html).
      data-consent-banner=""
      // Leaves the bottom-right corner free for the chat button on narrow screens.
      className="fixed bottom-0 left-0 right-20 z-[70] p-4 sm:left-4 sm:right-auto sm:max-w-md"
    >
      <div className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-2xl">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="space-y-3">
            <h2 className="text-sm font-semibold">Your privacy choice</h2>
            <p className="text-sm leading-6 text-muted-foreground">
              We use only what the site needs to work: your theme and this choice, stored in your
              browser. No tracking, no third parties. Read our{' '}
              <Link to={paths.privacyPolicy} className="text-primary underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => storeConsentChoice('accepted')}>
                Accept
              </Button>
              <Button size="sm" variant="outline" onClick={() => storeConsentChoice('declined')}>
                Decline
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
