import { buildCoverSrcSet } from "../lib/image-widths";

interface ResponsiveImageProps {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** How wide it is shown at each breakpoint, for the browser to pick a copy. */
  sizes: string;
  /** The intrinsic size, so the browser reserves the box before the image loads. */
  width: number;
  height: number;
  className?: string;
  /** Above the fold, the page's largest paint: fetched at once, first. */
  isPriority?: boolean;
}

/** An uploaded image with its smaller web copies offered in `srcset`; lazy unless it is the priority image. */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  className,
  isPriority = false,
}: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={buildCoverSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
