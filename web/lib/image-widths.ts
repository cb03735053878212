/**
 * The web widths the server writes for every uploaded image (contracts/blog.ts IMAGE_WIDTHS),
 * mirrored so the home page does not pull zod through contracts; image-widths.test.ts keeps
 * them equal.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Our stored images end in "-<width>.webp" (server/files/images.ts); other URLs are used as given. */
const VARIANT_URL = /^(\/uploads\/.+)-(\d+)\.webp$/;

/**
 * The srcset of a cover: an uploaded image's URL names its largest web copy, and the smaller
 * copies sit beside it at the standard widths (the server never enlarges, so none is wider).
 */
export function buildCoverSrcSet(url: string): string | undefined {
  const match = VARIANT_URL.exec(url);
  if (!match) return undefined;
  const [, base, widthText] = match;
  const largest = Number(widthText);
  const widths = [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
  return widths.map((width) => `${base}-${width}.webp ${width}w`).join(", ");
}
