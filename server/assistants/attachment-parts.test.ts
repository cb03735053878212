import { describe, expect, it } from "vitest";
import { PDF_TEXT_MAX, PDF_TEXT_PER_TURN_MAX } from "../../contracts/assistants";
import { attachmentsOfTurn, shareAttachmentText } from "./attachment-parts";
import type { AttachmentRow } from "./attachments";

const OLDER_MESSAGE = "00000000-0000-4000-8000-000000000001";
const NEW_MESSAGE = "00000000-0000-4000-8000-000000000002";

function pdf(id: string, messageId: string | null): AttachmentRow {
  return {
    id,
    userId: "00000000-0000-4000-8000-0000000000aa",
    messageId,
    kind: "pdf",
    contentType: "application/pdf",
    fileName: `${id}.pdf`,
    size: 1000,
    storageKey: `chat/${id}.pdf`,
    extractedText: id.repeat(PDF_TEXT_MAX),
    durationSeconds: null,
    createdAt: new Date(0),
  };
}

describe("attachmentsOfTurn", () => {
  it("gives the claimed attachments to the new message", () => {
    const files = attachmentsOfTurn([pdf("A", OLDER_MESSAGE)], [pdf("C", null)], NEW_MESSAGE);
    expect(files.map((file) => [file.id, file.messageId])).toEqual([
      ["A", OLDER_MESSAGE],
      ["C", NEW_MESSAGE],
    ]);
  });

  it("counts a claimed attachment once when the written turn already shows it among the stored ones", () => {
    const stored = [pdf("A", OLDER_MESSAGE), pdf("B", OLDER_MESSAGE), pdf("C", NEW_MESSAGE)];
    const files = attachmentsOfTurn(stored, [pdf("C", null)], NEW_MESSAGE);
    expect(files.map((file) => file.id)).toEqual(["A", "B", "C"]);

    const newestFirst = [...files.filter((file) => file.messageId === NEW_MESSAGE), ...files.slice(0, 2)];
    const shares = shareAttachmentText(newestFirst);
    expect(shares.get("C")).toBe(PDF_TEXT_MAX);
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(PDF_TEXT_PER_TURN_MAX);
  });
});
