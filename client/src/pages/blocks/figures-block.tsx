import type { BlockProps } from './block-props';

/** Numbers with labels, in tabular figures. */
export default function FiguresBlock({ block: { data }, sectionId }: BlockProps<'figures'>) {
  return (
    <section
      id={sectionId}
      aria-labelledby={data.heading ? `${sectionId}-title` : undefined}
      aria-label={data.heading ? undefined : 'Figures'}
      className="scroll-mt-16 py-12"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {data.heading && (
          <h2 id={`${sectionId}-title`} className="text-2xl font-semibold tracking-tight">
            {data.heading}
          </h2>
        )}
        <dl className="mt-6 grid grid-cols-1 gap-6 border-t border-border pt-8 sm:grid-cols-2 lg:grid-cols-4">
          {data.items.map((item, i) => (
            <div key={i} className="flex flex-col gap-1">
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className="order-first text-3xl font-semibold tabular-nums tracking-tight">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
