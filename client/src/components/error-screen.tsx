import { TriangleAlert } from 'lucide-react';
import { paths } from '~/config/paths';
import { buttonClasses } from './ui/button';

/** What the screen says; English unless the admin gives its own (a public page has none yet). */
export interface ErrorScreenTexts {
  heading: string;
  unknown: string;
  notFoundStatus: string;
  serverStatus: string;
  notFound: string;
  home: string;
}

export const ENGLISH_ERROR_TEXTS: ErrorScreenTexts = {
  heading: 'Unexpected Application Error!',
  unknown: 'Unknown error',
  notFoundStatus: 'Not Found',
  serverStatus: 'Internal Server Error',
  notFound: 'The page you asked for does not exist or has moved.',
  home: 'Back to the home page',
};

/** The one fallback screen for unknown paths and render failures: status, message, a way home. */
export function ErrorScreen({
  status,
  message,
  texts = ENGLISH_ERROR_TEXTS,
}: {
  status?: number | undefined;
  message?: string | undefined;
  texts?: ErrorScreenTexts;
}) {
  const statusTexts: Record<number, string> = {
    404: texts.notFoundStatus,
    500: texts.serverStatus,
  };
  const detail =
    message ?? (status ? `${status} ${statusTexts[status] ?? ''}`.trim() : texts.unknown);
  return (
    <div className="mx-auto flex min-h-[80vh] max-w-2xl flex-col justify-center gap-5 px-6 py-24">
      <TriangleAlert className="h-10 w-10 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{texts.heading}</h1>
      <p className="font-mono text-lg text-muted-foreground" data-testid="error-detail">
        {detail}
      </p>
      {status === 404 && <p className="text-muted-foreground">{texts.notFound}</p>}
      <div>
        {/* A plain link: a full page load recovers from any broken client state. */}
        <a href={paths.home} className={buttonClasses('outline')}>
          {texts.home}
        </a>
      </div>
    </div>
  );
}
