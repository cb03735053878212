import { cn } from "../../../lib/cn";
import { buildCoverSrcSet } from "../../../lib/image-widths";

/** Course covers are 1200×630; the attributes let the browser reserve the box before the image loads. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

interface CourseCoverProps {
  url: string;
  /** How wide it is shown at each breakpoint, for the browser to pick a copy. */
  sizes: string;
  className?: string;
  /** The page's largest paint (the first card, a course's own cover): fetched at once. */
  isPriority?: boolean;
}

/** A course's cover; decorative, the title beside it names the course. */
export function CourseCover({ url, sizes, className, isPriority = false }: CourseCoverProps) {
  return (
    <img
      src={url}
      srcSet={buildCoverSrcSet(url)}
      sizes={sizes}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      className={cn("aspect-[1200/630] w-full object-cover", className)}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
    />
  );
}
