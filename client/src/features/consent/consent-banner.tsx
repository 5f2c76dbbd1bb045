import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import english from '@shared/messages/compiled/en/consent.js';
import { useMessages } from '~/lib/messages';
import { useSiteFrame } from '~/lib/site-data';
import { storeConsentChoice } from './consent-state';

/**
 * The cookie-consent banner: shown while no choice is stored; Accept or Decline
 * stores it under cookie_consent, which hides it (consent-state.ts). A lazy chunk: returning
 * visitors never download it.
 */
export default function ConsentBanner() {
  const { consent } = useSiteFrame();
  const t = useMessages('consent', english);
  return (
    <section
      aria-label={t.region()}
      // Hidden before the first paint when a choice is stored (app.css, index.html).
      data-consent-banner=""
      // A compact bar on phones (well under a fifth of the first screen, below the hero's calls to
      // action), a card on larger screens; the bottom corner at the end (the right, the left in
      // rtl) stays free for the chat button.
      className="fixed bottom-0 start-0 end-20 z-[70] p-2 sm:start-4 sm:end-auto sm:max-w-md sm:p-4"
    >
      <div className="rounded-xl border border-border bg-card p-3 text-card-foreground shadow-2xl sm:p-5">
        <div className="flex items-start gap-3">
          <Cookie
            className="mt-0.5 hidden h-5 w-5 shrink-0 text-primary sm:block"
            aria-hidden="true"
          />
          <div className="space-y-2 sm:space-y-3">
            <h2 className="sr-only text-sm font-semibold sm:not-sr-only">{t.heading()}</h2>
            <p className="text-xs leading-5 text-muted-foreground sm:text-sm sm:leading-6">
              {consent.text}{' '}
              <Link to={paths.privacyPolicy} className="text-primary underline underline-offset-4">
                {t.privacyPolicy()}
              </Link>
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => storeConsentChoice('accepted')}>
                {t.accept()}
              </Button>
              <Button size="sm" variant="outline" onClick={() => storeConsentChoice('declined')}>
                {t.decline()}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
