import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { CategoryDialog } from "./category-dialog";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));

const CATEGORY = {
  id: "c0000000-0000-4000-8000-000000000001",
  name: "IA",
  slug: "ia",
  description: null,
  postCount: 2,
};

function renderDialog(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

beforeAll(() => i18n.loadNamespaces(["common", "admin-blog"]));

describe("the category dialog", () => {
  const fetchMock = stubFetch();
  afterEach(() => vi.clearAllMocks());

  it("marks a missing name and a malformed URL under their fields, without asking the server", async () => {
    const user = userEvent.setup();
    renderDialog(<CategoryDialog onClose={vi.fn()} />);
    await user.type(screen.getByLabelText("URL"), "Mal URL");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(screen.getByLabelText("Nombre")).toHaveAccessibleDescription("Escribe un nombre.");
    expect(screen.getByLabelText("URL")).toHaveAccessibleDescription("Usa solo minúsculas, números y guiones simples.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates from the name with Enter, says so and closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(jsonResponse(CATEGORY, 201));
    renderDialog(<CategoryDialog onClose={onClose} />);
    await user.type(screen.getByLabelText("Nombre"), " Guía de IA {Enter}");
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/admin/blog/categories");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({ name: "Guía de IA", description: null });
    expect(toast.success).toHaveBeenCalledWith("Categoría creada");
  });

  it("says a taken URL in a toast and under the URL field, and stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "slug_taken", message: "Taken" } }, 409));
    renderDialog(<CategoryDialog category={CATEGORY} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Editar categoría" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Ya existe un artículo con esa URL. Elige otra."));
    expect(screen.getByLabelText("URL")).toHaveAccessibleDescription("Esta URL ya la usa otro artículo.");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PATCH");
    expect(onClose).not.toHaveBeenCalled();
  });
});
