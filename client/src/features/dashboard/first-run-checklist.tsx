import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { collections } from '@shared/site-content/collections';
import { globals } from '@shared/site-content/globals';
import { isSampleGlobal, isSampleItem } from '@shared/site-content/samples';
import type { SiteData } from '@shared/site-content/schema';
import { useBuiltInContent } from '~/lib/site-data/built-in-content';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import type { DashboardTexts } from './content-cards';

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
export function firstRunSteps(
  working: SiteData,
  live: SiteData,
  builtIn: SiteData,
  { checklist: t }: DashboardTexts,
): Step[] {
  const noSample = (name: 'services' | 'team') =>
    working[name].length > 0 && !working[name].some((item) => isSampleItem(name, item));
  const isSample = (name: 'identity' | 'settings' | 'legal' | 'chat', content = working) =>
    isSampleGlobal(name, content[name], builtIn);
  return [
    {
      label: t.identity.label(),
      done: !isSample('identity') && working.identity.logo !== null,
      href: globals.identity.editor.path,
      hint: t.identity.hint(),
    },
    {
      label: t.contact.label(),
      done: !isSample('settings'),
      href: globals.settings.editor.path,
      hint: t.contact.hint(),
    },
    {
      label: t.services.label(),
      done: noSample('services'),
      href: collections.services.editor.path,
      hint: t.services.hint(),
    },
    {
      label: t.team.label(),
      done: noSample('team'),
      href: collections.team.editor.path,
      hint: t.team.hint(),
    },
    {
      label: t.legal.label(),
      done: !isSample('legal'),
      href: globals.legal.editor.path,
      hint: t.legal.hint(),
    },
    {
      label: t.chat.label(),
      // Off, or in the firm's words with no sample answer left.
      done:
        !working.chat.enabled ||
        (!isSample('chat') && !working.chatTopics.some((t) => isSampleItem('chatTopics', t))),
      href: globals.chat.editor.path,
      hint: t.chat.hint(),
    },
    {
      label: t.publish.label(),
      done: !isSample('identity', live),
      href: globals.identity.editor.path,
      hint: t.publish.hint(),
    },
  ];
}

/**
 * "Make it yours": shown on the dashboard until the firm has published an identity of its own.
 * Each step links to its editor.
 */
export function FirstRunChecklist({ working, live }: { working: SiteData; live: SiteData }) {
  const builtIn = useBuiltInContent();
  const dashboard = useAdminMessages('adminShell', shellEnglish).dashboard;
  const t = dashboard.checklist;
  if (!builtIn || !isSampleGlobal('identity', live.identity, builtIn)) return null;
  const steps = firstRunSteps(working, live, builtIn, dashboard);
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="first-run-title"
      className="mb-6 rounded-lg border border-primary/40 bg-primary/5 p-5"
      data-testid="first-run-checklist"
    >
      <h2 id="first-run-title" className="text-base font-semibold">
        {t.title({ done, total: steps.length })}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.text()}</p>
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
                <span className="sr-only">{step.done ? t.done() : t.toDo()}</span>
              </Link>
              <p className="text-xs text-muted-foreground">{step.hint}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
