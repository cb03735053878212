import { describe, expect, it } from "vitest";
import { toDisplayName } from "./display-name";
import { attachmentHeader } from "./content-disposition";

describe("a member's file name", () => {
  it("loses folders, control and format characters (bidi overrides, zero widths)", () => {
    expect(toDisplayName("../../factura\u202efdp.exe", "archivo")).toBe("facturafdp.exe");
    expect(toDisplayName("a\u0000b\u200bc\u2066d.mp3", "archivo")).toBe("abcd.mp3");
    expect(toDisplayName("\u202e", "archivo")).toBe("archivo");
  });

  it("is cut at its length without leaving half a surrogate pair", () => {
    const name = toDisplayName(`${"a".repeat(199)}😀.mp3`, "archivo");
    expect(name).toBe(`${"a".repeat(199)}\ufffd`);
  });

  it("downloads under a name without format characters, even one stored before they were stripped", () => {
    expect(attachmentHeader("acta\u202efdp.exe")).toContain('filename="actafdp.exe"');
  });
});
