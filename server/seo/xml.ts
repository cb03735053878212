const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for XML and drops the characters XML 1.0 forbids (they would break feeds). */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- XML 1.0 allows only these characters
      .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
      .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
  );
}
