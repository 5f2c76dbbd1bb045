import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { collections } from '@shared/site-content/collections';
import { globals } from '@shared/site-content/globals';
import { isSampleGlobal, isSampleItem } from '@shared/site-content/samples';
import type { SiteData } from '@shared/site-content/schema';
import { useBuiltInContent } from '~/lib/site-data/built-in-content';

interface Step {
  label: string;
  done: boolean;
  href: string;
  hint: string;
}

/**
 * The steps from the built-in sample to the firm's own site, each ticked from the content
 * (`builtIn`: the sample as the server has it).
 */
export function firstRunSteps(working: SiteData, live: SiteData, builtIn: SiteData): Step[] {
  const noSample = (name: 'services' | 'team') =>
    working[name].length > 0 && !working[name].some((item) => isSampleItem(name, item));
  const isSample = (name: 'identity' | 'settings' | 'legal' | 'chat', content = working) =>
    isSampleGlobal(name, content[name], builtIn);
  return [
    {
      label: 'Identity and logo',
      done: !isSample('identity') && working.identity.logo !== null,
      href: globals.identity.editor.path,
      hint: 'Your names, tagline, logo and colour.',
    },
    {
      label: 'Contact details',
      done: !isSample('settings'),
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
      done: !isSample('legal'),
      href: globals.legal.editor.path,
      hint: 'Your privacy policy and terms, as your lawyer approved them.',
    },
    {
      label: 'Chat',
      // Off, or in the firm's words with no sample answer left.
      done:
        !working.chat.enabled ||
        (!isSample('chat') && !working.chatTopics.some((t) => isSampleItem('chatTopics', t))),
      href: globals.chat.editor.path,
      hint: 'Its name, greeting and answers in your words, or switch it off.',
    },
    {
      label: 'Publish',
      done: !isSample('identity', live),
      href: globals.identity.editor.path,
      // No side: the button stands at the end of the page's top, the left in right to left.
      hint: 'Use Publish, at the top of the page, to put your own identity live.',
    },
  ];
}

/**
 * "Make it yours": shown on the dashboard until the firm has published an identity of its own.
 * Each step links to its editor.
 */
export function FirstRunChecklist({ working, live }: { working: SiteData; live: SiteData }) {
  const builtIn = useBuiltInContent();
  if (!builtIn || !isSampleGlobal('identity', live.identity, builtIn)) return null;
  const steps = firstRunSteps(working, live, builtIn);
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
