import { afterEach, describe, expect, it, vi, type Mock } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { jsonResponse, stubFetch } from "./fetch-mock";

type DeleteHook = () => { mutate: (id: string) => void };

/**
 * The cases every back-office delete shares: a refused delete and an unreachable server both end
 * in an error toast that says why. The caller mocks `ui/toast` (vi.mock hoists per test file).
 */
export function describeDeleteErrors(what: string, useDelete: DeleteHook, toastError: Mock) {
  function renderDelete() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return renderHook(() => useDelete(), { wrapper }).result;
  }

  describe(`deleting ${what} in the back office`, () => {
    const fetchMock = stubFetch();
    afterEach(() => vi.clearAllMocks());

    it("says the delete failed, and why", async () => {
      fetchMock.mockResolvedValue(jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404));
      const remove = renderDelete();
      act(() => remove.current.mutate("00000000-0000-4000-8000-000000000000"));
      await waitFor(() =>
        expect(toastError).toHaveBeenCalledWith("No se pudo eliminar", {
          description: "No hemos encontrado lo que buscas.",
        }),
      );
    });

    it("says so when the server cannot be reached", async () => {
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
      const remove = renderDelete();
      act(() => remove.current.mutate("00000000-0000-4000-8000-000000000000"));
      await waitFor(() =>
        expect(toastError).toHaveBeenCalledWith("No se pudo eliminar", {
          description: "No hemos podido conectar con el servidor. Comprueba tu conexión.",
        }),
      );
    });
  });
}
