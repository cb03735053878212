import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS } from "../../contracts/blog";
import { AppError } from "../core/errors";
import type { FileStore, SavedFile } from "./file-store";

export interface ImageVariants {
  width: number;
  height: number;
  variants: { width: number; key: string }[];
}

/**
 * Writes WebP copies at the web widths (never enlarged; an image narrower than the smallest
 * width gets one copy at its own width). EXIF orientation is applied and metadata dropped.
 */
export async function createImageVariants(store: FileStore, original: SavedFile): Promise<ImageVariants> {
  const source = await store.readBuffer(original.key);
  const metadata: Metadata = await decoded(sharp(source).metadata());
  const swapsSides = (metadata.orientation ?? 1) >= 5;
  const width = (swapsSides ? metadata.height : metadata.width) ?? 0;
  const height = (swapsSides ? metadata.width : metadata.height) ?? 0;
  const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(width);
  const base = original.key.replace(/\.[a-z0-9]+$/, "");
  const variants: { width: number; key: string }[] = [];
  try {
    for (const target of widths) {
      const key = `${base}-${target}.webp`;
      const data = await decoded(
        sharp(source).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      );
      await store.saveBuffer(key, data);
      variants.push({ width: target, key });
    }
  } catch (error) {
    await Promise.all(variants.map((variant) => store.remove(variant.key)));
    throw error;
  }
  return { width, height, variants };
}

/**
 * A header can be whole while the pixels are not (a truncated file, a flipped byte, a size past
 * sharp's pixel limit): the library's refusal is the upload's fault, so 415 like a wrong type.
 */
async function decoded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw new AppError(415, "unsupported_media_type", "The image could not be read");
  }
}

/**
 * Rewrites the kept original without its metadata (EXIF with GPS position, camera serial, XMP,
 * comments): it is public at its URL. EXIF orientation is applied first, so it still looks the
 * same. Answers the new size in bytes.
 */
export async function stripImageMetadata(store: FileStore, original: SavedFile): Promise<number> {
  const source = await store.readBuffer(original.key);
  const data = await decoded(reencode(original.contentType, source).toBuffer());
  await store.saveBuffer(original.key, data);
  return data.length;
}

function reencode(contentType: string, source: Buffer) {
  // sharp writes no metadata unless asked to (withMetadata), so a re-encode drops it all.
  switch (contentType) {
    case "image/jpeg":
      return sharp(source).rotate().jpeg({ quality: 92 });
    case "image/png":
      return sharp(source).rotate().png();
    case "image/webp":
      return sharp(source, { animated: true }).webp({ quality: 92 });
    default:
      return sharp(source, { animated: true }).gif();
  }
}
