import type { CaseStudyCard } from '~/lib/site-data';
import { cn } from '~/lib/cn';
import { ContentImage } from './content-image';
import { CaseStudyArt } from './illustrations/case-study-art';

/** A case study's picture: its uploaded image, else its illustration, else none. */
export function CaseStudyPicture({
  study,
  className,
  priority = false,
  sizes,
}: {
  study: Pick<CaseStudyCard, 'imageSrc' | 'imageAlt' | 'illustration' | 'title'>;
  className?: string;
  /** The page's main picture: loaded at once rather than lazily. */
  priority?: boolean;
  sizes: string;
}) {
  if (study.imageSrc) {
    return (
      <ContentImage
        src={study.imageSrc}
        alt={study.imageAlt}
        width={640}
        height={360}
        sizes={sizes}
        priority={priority}
        className={cn('aspect-video w-full object-cover', className)}
      />
    );
  }
  if (study.illustration) {
    return (
      <CaseStudyArt
        name={study.illustration}
        title={study.imageAlt || study.title}
        className={className}
      />
    );
  }
  // Neither: no picture, and no placeholder box in its place (issue 49).
  return null;
}
