import { DownloadList } from '~/components/download-list';
import type { BlockProps } from './block-props';

/**
 * Documents to take away, drawn as the downloads list draws them: an open one's card downloads
 * its file, a gated one's leads to the form on its page.
 */
export default function DownloadsBlock({ block: { data }, sectionId }: BlockProps<'downloads'>) {
  return (
    <section
      id={sectionId}
      aria-labelledby={data.heading ? `${sectionId}-title` : undefined}
      aria-label={data.heading ? undefined : 'Downloads'}
      className="scroll-mt-16 py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {data.heading && (
          <h2
            id={`${sectionId}-title`}
            className="mb-10 text-3xl font-semibold tracking-tight text-balance"
          >
            {data.heading}
          </h2>
        )}
        <DownloadList downloads={data.items} headingLevel={data.heading ? 3 : 2} />
      </div>
    </section>
  );
}
