import { constants, deflateRawSync } from "node:zlib";

const MEBIBYTE = 1024 * 1024;

/** One page of a test PDF: its content stream and the stream dictionary's extra entries (filters). */
export interface TestPdfPage {
  stream: Buffer;
  dictionary?: string;
}

/** A page that shows `text` in Helvetica (enough structure for PDF.js to extract it). */
export function textPage(text: string): TestPdfPage {
  return { stream: Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, "latin1") };
}

/**
 * A page whose content stream inflates to `mebibytes` MiB of zeros from about 1 KB per MiB: one
 * deflate block of a mebibyte of zeros ends with a full flush, so it can be repeated as is.
 * `hex` wraps it in ASCIIHexDecode first, which a look at the raw bytes cannot measure.
 */
export function inflatingPage(mebibytes: number, { hex = false } = {}): TestPdfPage {
  const block = deflateRawSync(Buffer.alloc(MEBIBYTE), { finishFlush: constants.Z_FULL_FLUSH });
  const checksum = Buffer.alloc(4);
  // Adler-32 of n zeros: A = 1, B = n mod 65521.
  checksum.writeUInt32BE(((mebibytes * MEBIBYTE) % 65521) * 65536 + 1);
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: mebibytes }, () => block),
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
  if (!hex) return { stream: zlib, dictionary: "/Filter /FlateDecode" };
  return {
    stream: Buffer.from(`${zlib.toString("hex")}>`, "latin1"),
    dictionary: "/Filter [/ASCIIHexDecode /FlateDecode]",
  };
}

/** A minimal PDF of these pages, with a correct cross-reference table. */
export function buildPdf(pages: TestPdfPage[]): Buffer {
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
  pages.forEach((page, index) => {
    const contentId = pageIds[index] ?? 0;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentId + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${page.stream.length} ${page.dictionary ?? ""} >>\nstream\n`, "latin1"),
        page.stream,
        Buffer.from("\nendstream"),
      ]),
    );
  });
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((object, index) => {
    const offset = length;
    const framed = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from("\nendobj\n")]);
    parts.push(framed);
    length += framed.length;
    return offset;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, "latin1"));
  return Buffer.concat(parts);
}

/** A multipart/form-data body with one `file` field. */
export function multipartFile(filename: string, contentType: string, data: Buffer) {
  const boundary = "----assistants-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
