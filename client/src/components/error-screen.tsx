import { paths } from '~/config/paths';

const statusTexts: Record<number, string> = { 404: 'Not Found', 500: 'Internal Server Error' };

/** The generic fallback screen of spec section 2, for unknown paths and render failures. */
export function ErrorScreen({ status, message }: { status?: number; message?: string }) {
  const detail = message ?? (status ? `${status} ${statusTexts[status] ?? ''}`.trim() : 'Unknown error');
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-8">
      <h1 className="text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-lg text-muted-foreground">{detail}</p>
      <a href={paths.home} className="text-primary underline underline-offset-4">
        Back to the home page
      </a>
    </main>
  );
}
