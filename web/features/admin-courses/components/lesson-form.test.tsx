import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import adminCourses from "../../../locales/es/admin-courses.json";
import common from "../../../locales/es/common.json";
import { LessonForm } from "./lesson-form";

afterEach(cleanup);
const translator = new Translator({
  language: "es",
  fallbackLanguage: "es",
  catalogues: { es: { common, "admin-courses": adminCourses } },
});
const renderInSpanish = (node: ReactNode) =>
  render(<TranslatorProvider translator={translator}>{node}</TranslatorProvider>);

describe("LessonForm", () => {
  it("says a missing title and a too long duration in the site's words, not the browser's bubbles", async () => {
    const onSubmit = vi.fn();
    renderInSpanish(<LessonForm isSaving={false} submitLabel="Crear lección" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const duration = await screen.findByLabelText("Duración (minutos)");
    await user.clear(duration);
    await user.type(duration, "900");
    await user.click(screen.getByRole("button", { name: "Crear lección" }));

    expect(await screen.findByText("Escribe el título de la lección.")).toBeInTheDocument();
    expect(screen.getByLabelText("Título")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("La duración va de 0 a 600 minutos.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a lesson once its title is written", async () => {
    const onSubmit = vi.fn();
    renderInSpanish(<LessonForm isSaving={false} submitLabel="Crear lección" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Título"), "Primeros pasos");
    await user.click(screen.getByRole("button", { name: "Crear lección" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Primeros pasos", slug: "primeros-pasos" }),
      expect.any(Function),
    );
  });
});
