import { describe, expect, it } from "vitest";
import { COMPARE_LIMITS, compareDocuments } from "./compare-documents";

const DIFFERENCES_MAX = COMPARE_LIMITS.differencesMax;

describe("compareDocuments", () => {
  it("pairs a changed sentence's two versions and lists additions and removals alone", async () => {
    const first = "Objeto del contrato. El precio es de 10 euros. Cláusula de confidencialidad.";
    const second = "Objeto del contrato. El precio es de 12 euros. Nueva cláusula de penalización.";
    expect(await compareDocuments(first, second)).toEqual([
      { before: "El precio es de 10 euros.", after: "El precio es de 12 euros." },
      { before: "Cláusula de confidencialidad.", after: "Nueva cláusula de penalización." },
    ]);
    expect(await compareDocuments("Uno. Dos.", "Uno. Dos. Tres.")).toEqual([{ before: "", after: "Tres." }]);
    expect(await compareDocuments("Uno. Dos. Tres.", "Uno. Tres.")).toEqual([{ before: "Dos.", after: "" }]);
  });

  it("finds nothing between two versions that differ only in spacing and line breaks", async () => {
    expect(await compareDocuments("Primera frase.\n\nSegunda   frase.", "Primera frase. Segunda frase.")).toEqual([]);
  });

  it("refuses with 422 two texts that share too little to list their differences", async () => {
    const first = Array.from({ length: DIFFERENCES_MAX + 5 }, (_, index) => `Frase ${index}. Común ${index}.`).join(
      " ",
    );
    const second = Array.from({ length: DIFFERENCES_MAX + 5 }, (_, index) => `Otra ${index}. Común ${index}.`).join(
      " ",
    );
    await expect(compareDocuments(first, second)).rejects.toMatchObject({ code: "too_many_differences" });
  });
});
