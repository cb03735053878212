import { cn } from "../../../lib/cn";
import { ResponsiveImage } from "../../../ui/responsive-image";

/** Screenshots are shown 16:9 (an other shape fits inside); the box is reserved before the image loads. */
const SHOWN_WIDTH = 1280;
const SHOWN_HEIGHT = 720;

interface ScreenshotImageProps {
  url: string;
  alt: string;
  /** How wide it is shown at each breakpoint, for the browser to pick a copy. */
  sizes: string;
  className?: string;
  /** Above the fold (a landing's first screenshot): fetched at once. */
  isPriority?: boolean;
}

export function ScreenshotImage({ url, alt, sizes, className, isPriority = false }: ScreenshotImageProps) {
  return (
    <ResponsiveImage
      src={url}
      alt={alt}
      sizes={sizes}
      width={SHOWN_WIDTH}
      height={SHOWN_HEIGHT}
      className={cn("aspect-video w-full bg-surface-muted object-contain", className)}
      isPriority={isPriority}
    />
  );
}
