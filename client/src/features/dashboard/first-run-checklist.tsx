import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { collections } from '@shared/site-content/collections';
import { globals } from '@shared/site-content/globals';
import { isSampleGlobal, isSampleItem } from '@shared/site-content/samples';
import type { SiteData } from '@shared/site-content/schema';

interface Step {
  label: string;
  done: boolean;
  href: string;
  hint: string;
}

/** The steps from the built-in sample to the firm's own site, each ticked from the content. */
export function firstRunSteps(working: SiteData, live: SiteData): Step[] {
  const noSample = (name: 'services' | 'team') =>
    working[name].length > 0 && !working[name].some((item) => isSampleItem(name, item));
  return [
    {
      label: 'Identity and logo',
      done: !isSampleGlobal('identity', working.identity) && working.identity.logo !== null,
      href: globals.identity.editor.path,
      hint: 'Your names, tagline, logo and colour.',
    },
    {
      label: 'Contact details',
      done: !isSampleGlobal('settings', working.settings),
      href: globals.settings.editor.path,
      hint: 'The phone, e-mail and address visitors use.',
    },
    {
      label: 'Services',
      done: noSample('services'),
      href: collections.services.editor.path,
      hint: 'What you offer, each with its own page.',
    },
    {
      label: 'Team',
      done: noSample('team'),
      href: collections.team.editor.path,
      hint: 'The people behind the work.',
    },
    {
      label: 'Legal pages',
      done: !isSampleGlobal('legal', working.legal),
      href: globals.legal.editor.path,
      hint: 'Your privacy policy and terms, as your lawyer approved them.',
    },
    {
      label: 'Publish',
      done: !isSampleGlobal('identity', live.identity),
      href: globals.identity.editor.path,
      hint: 'Publish (top right) to put your own identity live.',
    },
  ];
}

/**
 * "Make it yours": shown on the dashboard until the firm has published an identity of its own.
 * Each step links to its editor.
 */
export function FirstRunChecklist({ working, live }: { working: SiteData; live: SiteData }) {
  if (!isSampleGlobal('identity', live.identity)) return null;
  const steps = firstRunSteps(working, live);
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="first-run-title"
      className="mb-6 rounded-lg border border-primary/40 bg-primary/5 p-5"
      data-testid="first-run-checklist"
    >
      <h2 id="first-run-title" className="text-base font-semibold">
        Make it yours ({done} of {steps.length} done)
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The site shows built-in sample content until you replace it with your own.
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {steps.map((step) => (
          <li key={step.label} className="flex items-start gap-2.5">
            {step.done ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Circle
                className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground"
                aria-hidden="true"
              />
            )}
            <div>
              <Link to={step.href} className="text-sm font-medium text-primary hover:underline">
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
              </Link>
              <p className="text-xs text-muted-foreground">{step.hint}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
