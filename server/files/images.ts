import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS } from "../../contracts/blog";
import { AppError } from "../errors";
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
  const source = store.resolve(original.key);
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw new AppError(415, "unsupported_media_type", "The image could not be read");
  }
  const swapsSides = (metadata.orientation ?? 1) >= 5;
  const width = (swapsSides ? metadata.height : metadata.width) ?? 0;
  const height = (swapsSides ? metadata.width : metadata.height) ?? 0;
  const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(width);
  const base = original.key.replace(/\.[a-z0-9]+$/, "");
  const variants = [];
  for (const target of widths) {
    const key = `${base}-${target}.webp`;
    const data = await sharp(source).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    await store.saveBuffer(key, data);
    variants.push({ width: target, key });
  }
  return { width, height, variants };
}
