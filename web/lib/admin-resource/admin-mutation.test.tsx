import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describeDeleteErrors } from "../../test/delete-error-cases";
import { jsonResponse, stubFetch } from "../../test/fetch-mock";
import { apiFetch } from "../api";
import { useAdminDelete, useAdminMutation, useAdminSave } from "./admin-mutation";
import { useAdminQuery } from "./admin-query";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../ui/toast", () => ({ toast }));

const PATH = "/api/admin/widgets";
const LIST_KEY = ["admin", "widgets"];
const PUBLIC_KEY = ["widgets"];

describeDeleteErrors(
  "a row through the kit",
  () => useAdminDelete({ path: PATH, invalidates: [LIST_KEY] }),
  toast.error,
);

function setUp<T>(useHook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  queryClient.setQueryData(LIST_KEY, { widgets: [] });
  queryClient.setQueryData(PUBLIC_KEY, { widgets: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  const isStale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { result, isStale };
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return {
    path,
    method: init?.method,
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body,
  };
}

describe("the back-office resource kit", () => {
  const fetchMock = stubFetch();
  afterEach(() => vi.clearAllMocks());

  it("creates with POST on the collection and updates with PATCH on the row, then refreshes the named caches", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: "w1", name: "Uno" }, 200));
    const { result, isStale } = setUp(() =>
      useAdminSave<{ name: string }, { id: string }>({ path: PATH, invalidates: [LIST_KEY, PUBLIC_KEY] }),
    );
    await act(() => result.current.mutateAsync({ input: { name: "Uno" } }));
    expect(sentRequest(fetchMock)).toEqual({ path: PATH, method: "POST", body: { name: "Uno" } });
    await act(() => result.current.mutateAsync({ id: "w1", input: { name: "Dos" } }));
    expect(sentRequest(fetchMock, 1)).toEqual({ path: `${PATH}/w1`, method: "PATCH", body: { name: "Dos" } });
    expect(isStale(LIST_KEY)).toBe(true);
    expect(isStale(PUBLIC_KEY)).toBe(true);
  });

  it("escapes the row's id in the path", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: "a/b", name: "Uno" }, 200));
    const { result } = setUp(() => useAdminSave<{ name: string }, { id: string }>({ path: PATH, invalidates: [] }));
    await act(() => result.current.mutateAsync({ id: "a/b?c", input: { name: "Uno" } }));
    expect(sentRequest(fetchMock).path).toBe(`${PATH}/a%2Fb%3Fc`);
  });

  it("updates with PUT where the API replaces the row", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: "w1" }, 200));
    const { result } = setUp(() => useAdminSave({ path: PATH, invalidates: [LIST_KEY], updateMethod: "PUT" }));
    await act(() => result.current.mutateAsync({ id: "w1", input: {} }));
    expect(sentRequest(fetchMock).method).toBe("PUT");
  });

  it("leaves the caches alone when a write is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "validation_failed", message: "Bad" } }, 400));
    const { result, isStale } = setUp(() => useAdminSave({ path: PATH, invalidates: [LIST_KEY] }));
    await act(() => result.current.mutateAsync({ input: {} }).catch(() => undefined));
    expect(isStale(LIST_KEY)).toBe(false);
  });

  it("refreshes after a failure too when the write had two calls and the first may have landed", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ id: "w1" }, 201))
      .mockResolvedValueOnce(jsonResponse({ error: { code: "upload_error", message: "Too big" } }, 413));
    const { result, isStale } = setUp(() =>
      useAdminMutation<string, unknown>({
        request: () => async () => {
          await apiFetch(PATH, { method: "POST", body: {} });
          return apiFetch(`${PATH}/w1/file`, { method: "PUT", body: {} });
        },
        invalidates: [LIST_KEY],
        invalidatesOnFailure: true,
      }),
    );
    await act(() => result.current.mutateAsync("x").catch(() => undefined));
    await waitFor(() => expect(isStale(LIST_KEY)).toBe(true));
  });

  it("deletes the row and stays quiet on failure when the screen reports it itself", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { result, isStale } = setUp(() =>
      useAdminDelete({ path: PATH, invalidates: [LIST_KEY], reportsFailure: false }),
    );
    await act(() => result.current.mutateAsync("w1"));
    expect(sentRequest(fetchMock)).toMatchObject({ path: `${PATH}/w1`, method: "DELETE" });
    expect(isStale(LIST_KEY)).toBe(true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "conflict", message: "In use" } }, 409));
    await act(() => result.current.mutateAsync("w2").catch(() => undefined));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("reads a list under its key, selecting the part the screen shows", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ widgets: [{ id: "w1" }] }));
    const { result } = setUp(() =>
      useAdminQuery<{ widgets: { id: string }[] }, { id: string }[]>(["admin", "other"], PATH, {
        select: (answer) => answer.widgets,
      }),
    );
    await waitFor(() => expect(result.current.data).toEqual([{ id: "w1" }]));
    expect(sentRequest(fetchMock).path).toBe(PATH);
  });
});
