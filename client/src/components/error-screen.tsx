import { TriangleAlert } from 'lucide-react';
import { paths } from '~/config/paths';
import { buttonClasses } from './ui/button';

const statusTexts: Record<number, string> = { 404: 'Not Found', 500: 'Internal Server Error' };

/** The one fallback screen for unknown paths and render failures: status, message, a way home. */
export function ErrorScreen({
  status,
  message,
}: {
  status?: number | undefined;
  message?: string | undefined;
}) {
  const detail =
    message ?? (status ? `${status} ${statusTexts[status] ?? ''}`.trim() : 'Unknown error');
  return (
    <div className="mx-auto flex min-h-[80vh] max-w-2xl flex-col justify-center gap-5 px-6 py-24">
      <TriangleAlert className="h-10 w-10 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="font-mono text-lg text-muted-foreground" data-testid="error-detail">
        {detail}
      </p>
      {status === 404 && (
        <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      )}
      <div>
        {/* A plain link: a full page load recovers from any broken client state. */}
        <a href={paths.home} className={buttonClasses('outline')}>
          Back to the home page
        </a>
      </div>
    </div>
  );
}
