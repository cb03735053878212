import type { Readable } from "node:stream";
import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES, type TUploadedFile } from "../../contracts/blog";
import type { AppContext } from "../context";
import { createImageVariants, stripImageMetadata } from "../files/images";
import { insertUploadedFile } from "./store";

interface ImageUpload {
  stream: Readable;
  /** The uploading admin; null for files the platform makes itself (demo covers). */
  ownerId: string | null;
  /** What the file is for ("blog-cover"...); also its folder in the store. */
  purpose: string;
}

/** Stores an uploaded image with its web sizes and records it; answers what the editor needs. */
export async function storeImageUpload(
  context: AppContext,
  { stream, ownerId, purpose }: ImageUpload,
): Promise<TUploadedFile> {
  const { files } = context;
  const saved = await files.saveStream(stream, {
    folder: purpose,
    maxBytes: UPLOAD_MAX_BYTES,
    allowedTypes: IMAGE_CONTENT_TYPES,
  });
  let written: string[] = [];
  try {
    const image = await createImageVariants(files, saved);
    written = image.variants.map((variant) => variant.key);
    const size = await stripImageMetadata(files, saved);
    const row = await insertUploadedFile(context.database.db, {
      storageKey: saved.key,
      contentType: saved.contentType,
      size,
      ownerId,
      purpose,
      width: image.width,
      height: image.height,
      variants: image.variants,
    });
    const largest = image.variants.at(-1);
    return {
      id: row.id,
      url: files.urlFor(largest?.key ?? saved.key),
      contentType: saved.contentType,
      size,
      width: image.width,
      height: image.height,
      variants: image.variants.map((variant) => ({ width: variant.width, url: files.urlFor(variant.key) })),
    };
  } catch (error) {
    await Promise.all([saved.key, ...written].map((key) => files.remove(key)));
    throw error;
  }
}
