import { Prose } from '~/components/prose';
import type { BlockProps } from './block-props';

/** A passage of markdown (rendered at publish), at reading width. */
export default function TextBlock({ block: { data }, sectionId }: BlockProps<'text'>) {
  return (
    <section
      id={sectionId}
      aria-labelledby={data.heading ? `${sectionId}-title` : undefined}
      className="scroll-mt-16 py-12"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {data.heading && (
            <h2
              id={`${sectionId}-title`}
              className="mb-6 text-3xl font-semibold tracking-tight text-balance"
            >
              {data.heading}
            </h2>
          )}
          <Prose html={data.html} />
        </div>
      </div>
    </section>
  );
}
