import type { FilePart, ImagePart, TextPart } from "ai";
import { PDF_TEXT_PER_TURN_MAX } from "../../contracts/assistants";
import type { FileStore } from "../files/file-store";
import type { AttachmentRow } from "./attachments";

type ModelPart = TextPart | ImagePart | FilePart;

/**
 * The attachments of a turn's messages: those stored with them, and the new message's, which the
 * turn claims for it. The context is read while the turn is written, so a claimed attachment may
 * already show among the stored ones; it is counted once.
 */
export function attachmentsOfTurn(
  stored: AttachmentRow[],
  claimed: AttachmentRow[],
  newMessageId: string,
): AttachmentRow[] {
  const claimedIds = new Set(claimed.map((row) => row.id));
  return [
    ...stored.filter((row) => !claimedIds.has(row.id)),
    ...claimed.map((row) => ({ ...row, messageId: newMessageId })),
  ];
}

/**
 * How many characters of each stored text (a PDF's, an audio's or video's transcript) one turn
 * sends, at most PDF_TEXT_PER_TURN_MAX in all, given out in the order of `rows` (the new
 * message's attachments first, then older ones).
 */
export function shareAttachmentText(rows: AttachmentRow[]): Map<string, number> {
  const shares = new Map<string, number>();
  let left = PDF_TEXT_PER_TURN_MAX;
  for (const row of rows) {
    if (row.kind === "image" || row.extractedText === null) continue;
    const share = Math.min(left, row.extractedText?.length ?? 0);
    shares.set(row.id, share);
    left -= share;
  }
  return shares;
}

/**
 * How the model sees a message's attachments: a PDF's text with its name (as much as its share
 * of the turn allows), an image as an image part (only on the newest message, to keep older
 * turns light), an audio's or video's transcript with its name (older, untranscribed ones described).
 */
export async function toModelParts(
  store: FileStore,
  rows: AttachmentRow[],
  withImages: boolean,
  textShares: Map<string, number>,
): Promise<ModelPart[]> {
  const parts: ModelPart[] = [];
  for (const row of rows) {
    if (row.kind === "pdf") {
      parts.push({ type: "text", text: describePdf(row, textShares.get(row.id) ?? 0) });
    } else if (row.kind === "image" && withImages) {
      parts.push({ type: "text", text: `Imagen adjunta «${row.fileName}»:` });
      parts.push({ type: "image", image: await store.readBuffer(row.storageKey), mediaType: row.contentType });
    } else if (row.kind !== "image" && row.extractedText !== null) {
      parts.push({ type: "text", text: describeTranscript(row, textShares.get(row.id) ?? 0) });
    } else {
      parts.push({ type: "text", text: describeFile(row) });
    }
  }
  return parts;
}

function describePdf(row: AttachmentRow, share: number): string {
  const text = row.extractedText ?? "";
  const name = `Documento adjunto «${row.fileName}» (PDF)`;
  if (share >= text.length) return `${name}. Texto extraído:\n\n${text}`;
  if (share === 0) return `${name}: su texto no cabe en esta consulta junto a los demás documentos.`;
  return `${name}. Texto extraído (solo sus primeros ${share} caracteres caben en esta consulta):\n\n${text.slice(0, share)}`;
}

function describeTranscript(row: AttachmentRow, share: number): string {
  const text = row.extractedText ?? "";
  const name = `Transcripción del ${row.kind === "audio" ? "audio" : "vídeo"} adjunto «${row.fileName}»`;
  if (!text) return `${name}: no se oye ninguna palabra.`;
  if (share >= text.length) return `${name}:\n\n${text}`;
  if (share === 0) return `${name}: su transcripción no cabe en esta consulta junto a los demás documentos.`;
  return `${name} (solo sus primeros ${share} caracteres caben en esta consulta):\n\n${text.slice(0, share)}`;
}

function describeFile(row: AttachmentRow): string {
  const kind = row.kind === "image" ? "Imagen" : row.kind === "audio" ? "Audio" : "Vídeo";
  const megabytes = (row.size / 1024 / 1024).toFixed(1);
  const duration = row.durationSeconds ? `, duración ${Math.round(row.durationSeconds)} s` : "";
  return `${kind} adjunto «${row.fileName}» (${row.contentType}, ${megabytes} MB${duration}); no puedes ver ni oír su contenido.`;
}
