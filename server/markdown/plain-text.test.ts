import { describe, expect, it } from "vitest";
import { toPlainText } from "./plain-text";
import { escapeXml } from "../core/escape";

describe("text helpers", () => {
  it("escapes XML and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
  });

  it("turns Markdown into a short plain description", () => {
    expect(toPlainText("# Hola\n\nUn [enlace](https://x.example) y **negrita**.")).toBe("Hola Un enlace y negrita.");
    expect(toPlainText("palabra ".repeat(100), 20)).toHaveLength(20);
  });
});
