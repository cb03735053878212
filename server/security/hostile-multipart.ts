import fc from "fast-check";

/** A multipart request as `app.inject` takes it: its content-type header and raw bytes. */
export interface MultipartCase {
  contentType: string;
  payload: Buffer;
}

const BOUNDARY = "----hostile-boundary-7MA4YWxkTrZu0gW";

/** File heads that make a parser believe in a format, followed by anything. */
const FILE_HEADS = [
  "",
  "\x89PNG\r\n\x1a\n",
  "\xff\xd8\xff\xe0",
  "GIF89a",
  "RIFF\x00\x00\x00\x00WEBPVP8 ",
  "%PDF-1.7\n",
  "<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'>",
  "ID3\x03\x00",
  "\x00\x00\x00\x18ftypmp42",
  "PK\x03\x04",
];
const FILE_NAMES = [
  "a.png",
  "",
  "../../etc/passwd",
  "a\u0000.pdf",
  "\u202egnp.exe",
  "x".repeat(5000),
  "名前.webp",
  "a\r\nContent-Type: text/html",
  '"quoted".pdf',
];
const CONTENT_TYPES = [
  "image/png",
  "application/pdf",
  "text/html",
  "",
  "image/svg+xml",
  "audio/mpeg",
  "video/mp4",
  "application/octet-stream",
  "x/\u0000",
];
const FIELD_VALUES = [
  "NaN",
  "-1",
  "1e309",
  "Infinity",
  "",
  "\u0000",
  "a\ud800b",
  "\udfff",
  "9".repeat(400),
  "__proto__",
  "extract",
  "compare",
  "es",
  "Renta,\u0000Fianza",
];

function part(name: string, value: Buffer, fileName?: string, contentType?: string): Buffer {
  const disposition = `form-data; name="${name}"${fileName === undefined ? "" : `; filename="${fileName}"`}`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${contentType === undefined ? "" : `Content-Type: ${contentType}\r\n`}\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), value, Buffer.from("\r\n")]);
}

const fileBytes = fc
  .tuple(fc.constantFrom(...FILE_HEADS), fc.uint8Array({ maxLength: 2048 }))
  .map(([head, tail]) => Buffer.concat([Buffer.from(head, "latin1"), Buffer.from(tail)]));

/** Well-formed multipart with hostile file names, types, bytes and fields. */
const wellFormed = fc
  .record({
    fieldName: fc.constantFrom("file", "file", "otherFile", "upload", "__proto__", ""),
    fileName: fc.constantFrom(...FILE_NAMES),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    bytes: fileBytes,
    extra: fc.array(
      fc.tuple(
        fc.constantFrom(
          "durationSeconds",
          "alt",
          "__proto__",
          "constructor",
          "title",
          "language",
          "task",
          "fields",
          "text",
        ),
        fc.constantFrom(...FIELD_VALUES),
      ),
      { maxLength: 4 },
    ),
    secondFile: fc.boolean(),
  })
  .map(({ fieldName, fileName, contentType, bytes, extra, secondFile }): MultipartCase => {
    const parts = [
      ...extra.map(([name, value]) => part(name, Buffer.from(value))),
      part(fieldName, bytes, fileName, contentType),
      ...(secondFile ? [part("file", bytes, "second.png", "image/png")] : []),
    ];
    return {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    };
  });

/** Broken framing: no boundary, a wrong one, a body cut short, no parts, headers only. */
const broken = fc.constantFrom<MultipartCase>(
  { contentType: "multipart/form-data", payload: Buffer.from(`--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--`) },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from('--other\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--other--'),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
      "latin1",
    ),
  },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from(`--${BOUNDARY}--\r\n`) },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from("") },
  { contentType: `multipart/form-data; boundary=${"b".repeat(300)}`, payload: Buffer.from("x") },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  },
);

export const hostileMultipart: fc.Arbitrary<MultipartCase> = fc.oneof(
  { arbitrary: wellFormed, weight: 3 },
  { arbitrary: broken, weight: 1 },
);
