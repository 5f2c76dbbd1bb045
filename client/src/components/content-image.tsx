import { mediaRenditions } from '@shared/site-content/media-urls';

interface ContentImageProps {
  src: string;
  alt: string;
  /** The size the layout reserves when the image's own size is unknown (a local preview). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown, for the browser to pick a rendition. */
  sizes: string;
  className?: string;
  /** The page's main picture (its LCP): fetched at once and first, not lazily. */
  priority?: boolean;
}

/**
 * An image of the edited content. An uploaded one (/media/...) offers both of its renditions
 * (srcset) with its real width and height, so the browser fetches the smaller one where it
 * suffices and reserves the space before it arrives. Cards sit below the fold: loaded lazily; a
 * page's own picture (`priority`) is fetched at once.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
}: ContentImageProps) {
  const renditions = mediaRenditions(src);
  const large = renditions?.[renditions.length - 1];
  return (
    <img
      src={src}
      srcSet={renditions?.map((r) => `${r.url} ${r.width}w`).join(', ')}
      sizes={renditions ? sizes : undefined}
      alt={alt}
      width={large?.width ?? width}
      height={large?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
