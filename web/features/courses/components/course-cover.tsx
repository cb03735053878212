import { cn } from "../../../lib/cn";
import { ResponsiveImage } from "../../../ui/responsive-image";

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
    <ResponsiveImage
      src={url}
      alt=""
      sizes={sizes}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      className={cn("aspect-[1200/630] w-full object-cover", className)}
      isPriority={isPriority}
    />
  );
}
