import { formatAddress } from '@shared/site-content/postal-address';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SOCIAL_NETWORK_NAMES } from '@shared/site-content/social-networks';
import { isEmailAddress } from '@shared/site-content/safe-urls';
import english from '@shared/messages/compiled/en/frame.js';
import { useMessages } from '~/lib/messages';
import { useSiteFrame } from '~/lib/site-data';
import { Logo } from './logo';
import { SiteLink } from './site-link';

/** "Engineering, Inc." already ends its sentence; "Engineering GmbH" does not. */
const withFullStop = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const frame = useSiteFrame();
  const { settings } = frame;
  const t = useMessages('frame', english);
  return (
    <footer className="border-t border-border bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-6 text-muted-foreground">
            {frame.footer.description}
          </p>
          <ul className="mt-6 space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 text-primary" aria-hidden="true" />
              <a
                className="hover:text-foreground"
                href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}
              >
                {settings.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 text-primary" aria-hidden="true" />
              {/* Only an address goes into mailto: (a bad stored value is shown as text). */}
              {isEmailAddress(settings.email) ? (
                <a className="hover:text-foreground" href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              ) : (
                <span>{settings.email}</span>
              )}
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{formatAddress(settings.address)}</span>
            </li>
          </ul>
          {frame.social.length > 0 && (
            <ul aria-label={t.followUs()} className="mt-6 flex flex-wrap gap-x-5 gap-y-2">
              {frame.social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="me noopener" className={linkClass}>
                    {SOCIAL_NETWORK_NAMES[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {frame.footer.columns.map(({ title, links }) => (
          <Column key={title} title={title}>
            {links.map(({ label, href }) => (
              <li key={`${label} ${href}`}>
                <SiteLink href={href} className={linkClass}>
                  {label}
                </SiteLink>
              </li>
            ))}
          </Column>
        ))}
      </div>
      <div className="border-t border-border">
        {/* The year comes from the build on the server and from the clock in the browser. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8"
        >
          © {new Date().getFullYear()} {withFullStop(frame.legalName)} {t.rights()}
        </p>
      </div>
    </footer>
  );
}
