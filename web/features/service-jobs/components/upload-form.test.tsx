import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext, SIGNED_OUT_STATE } from "../../../lib/auth-context";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import common from "../../../locales/es/common.json";
import serviceJobs from "../../../locales/es/service-jobs.json";
import { FilePicker } from "../../../ui/file-picker";
import { UploadForm } from "./upload-form";

afterEach(cleanup);

function renderDocumentForm() {
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, "service-jobs": serviceJobs } },
  });
  const onQueued = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslatorProvider translator={translator}>
        <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, getAccessToken: async () => "token" }}>
          <UploadForm kind="document" path="/api/services/documents" accept=".txt" maxBytes={1024} onQueued={onQueued}>
            <label htmlFor="document-other">Segunda versión</label>
            <FilePicker id="document-other" name="otherFile" required />
          </UploadForm>
        </AuthContext.Provider>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  return onQueued;
}

describe("UploadForm", () => {
  it("asks for the file in the site's words, with the browser's bubbles off", async () => {
    const onQueued = renderDocumentForm();
    await userEvent.setup().click(screen.getByRole("button", { name: "Subir y procesar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Elige un archivo.");
    expect(screen.getAllByRole("button", { name: "Elegir archivo" })).toHaveLength(2);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it("asks for the second version of a comparison before sending anything", async () => {
    const onQueued = renderDocumentForm();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Archivo"), new File(["v1"], "v1.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "Subir y procesar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Elige los dos archivos que quieres comparar.");
    expect(onQueued).not.toHaveBeenCalled();
  });
});
