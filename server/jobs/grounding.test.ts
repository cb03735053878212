import { describe, expect, it } from "vitest";
import { appearsIn, nameAppearsIn, normaliseForMatch } from "./grounding";

describe("grounding", () => {
  it("compares without case, accents, punctuation or spacing", () => {
    expect(normaliseForMatch("  ¡El VIERNES, 14-de  marzo!  ")).toBe("el viernes 14 de marzo");
    expect(appearsIn("viernes 14 de marzo", "Lo tendré listo el Viernes, 14 de Marzo.")).toBe(true);
    expect(appearsIn("la cláusula   tercera", "según la CLAUSULA tercera")).toBe(true);
  });

  it("matches whole words only, and never an empty passage", () => {
    expect(appearsIn("14 de marzo", "el 114 de marzo")).toBe(false);
    expect(appearsIn("...", "cualquier texto")).toBe(false);
  });

  it("finds a person by any word of their name", () => {
    expect(nameAppearsIn("Ana García", "García se encarga del informe.")).toBe(true);
    expect(nameAppearsIn("Roberto", "Ana se encarga del informe.")).toBe(false);
  });
});
