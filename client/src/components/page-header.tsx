import type { ReactNode } from 'react';

/** Title block at the top of the inner pages (below the fixed top bar). */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-[radial-gradient(ellipse_at_top,theme(--color-primary/0.10),transparent_70%)] pb-14 pt-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 *:max-w-4xl">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-5 text-lg leading-8 text-muted-foreground">{children}</div>}
      </div>
    </div>
  );
}
