import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TResource } from "../../../../contracts/resources";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import common from "../../../locales/es/common.json";
import resources from "../../../locales/es/resources.json";
import { ResourceCard } from "./resource-card";

function renderCard(downloads: number) {
  const resource: TResource = {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Guía de prompts",
    description: "",
    type: "guide",
    category: "general",
    requiredTier: "premium",
    kind: "file",
    fileName: "guia.pdf",
    fileSize: 2048,
    downloads,
    downloadUrl: "/api/resources/1/download",
  };
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, resources } },
  });
  render(
    <TranslatorProvider translator={translator}>
      <ResourceCard resource={resource} onDownload={() => undefined} isDownloading={false} />
    </TranslatorProvider>,
  );
}

describe("ResourceCard", () => {
  it("hides a download count below ten, so a new library shows no '0 descargas'", () => {
    renderCard(0);
    expect(screen.queryByText(/descarga/)).toBeNull();
  });

  it("shows the count from ten downloads on", () => {
    renderCard(12);
    expect(screen.getByText("12 descargas")).toBeTruthy();
  });
});
