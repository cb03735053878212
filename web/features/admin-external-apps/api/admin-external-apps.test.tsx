import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { useDeleteExternalApp } from "./admin-external-apps";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));
const fetchMock = stubFetch();

function renderDelete() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDeleteExternalApp(), { wrapper }).result;
}

describe("deleting a external app in the back office", () => {
  afterEach(() => vi.clearAllMocks());

  it("says the delete failed, and why", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404));
    const remove = renderDelete();
    act(() => remove.current.mutate("00000000-0000-4000-8000-000000000000"));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("No se pudo eliminar", {
        description: "No hemos encontrado lo que buscas.",
      }),
    );
  });

  it("says so when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const remove = renderDelete();
    act(() => remove.current.mutate("00000000-0000-4000-8000-000000000000"));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("No se pudo eliminar", {
        description: "No hemos podido conectar con el servidor. Comprueba tu conexión.",
      }),
    );
  });
});
