import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError } from "../api";
import { useAdminFormSave, type AdminFormSaveOptions } from "./use-admin-form-save";

const toast = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock("../../ui/toast", () => ({ toast }));

const ZWidgetSchema = z.object({ name: z.string().trim().min(1) });
const MESSAGES = { invalid: "Revisa los campos.", saved: "Guardado.", slugTaken: "Ese slug ya existe." };

type TWidgetVariables = { id?: string; input: { name: string } };

function renderSave(
  saveWidget: (variables: TWidgetVariables) => Promise<void>,
  reporting: Pick<AdminFormSaveOptions<unknown, unknown>, "reportError" | "onFailure"> = {},
) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useAdminFormSave({
        schema: ZWidgetSchema,
        mutation: useMutation({ mutationFn: saveWidget }),
        toVariables: (input) => ({ id: "widget-1", input }),
        messages: MESSAGES,
        ...reporting,
        onClose,
      }),
    { wrapper },
  );
  return { result, onClose };
}

describe("admin form save", () => {
  afterEach(() => vi.clearAllMocks());

  it("refuses a draft the schema rejects without asking the server", () => {
    const saveWidget = vi.fn(async () => undefined);
    const { result, onClose } = renderSave(saveWidget);
    act(() => result.current.handleSave({ name: "  " }));
    expect(result.current.error).toBe(MESSAGES.invalid);
    expect(saveWidget).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("saves the parsed draft, says so and closes", async () => {
    const saveWidget = vi.fn(async (_variables: TWidgetVariables) => undefined);
    const { result, onClose } = renderSave(saveWidget);
    act(() => result.current.handleSave({ name: " Widget " }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saveWidget.mock.calls[0]?.[0]).toEqual({ id: "widget-1", input: { name: "Widget" } });
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.saved);
    expect(result.current.error).toBeUndefined();
  });

  it("names a taken slug, and says invalid for any other refusal", async () => {
    const slugTaken = renderSave(async () => Promise.reject(new ApiError(409, "slug_taken", "Slug taken")));
    act(() => slugTaken.result.current.handleSave({ name: "Widget" }));
    await waitFor(() => expect(slugTaken.result.current.error).toBe(MESSAGES.slugTaken));

    const refused = renderSave(async () => Promise.reject(new ApiError(400, "validation_failed", "Invalid")));
    act(() => refused.result.current.handleSave({ name: "Widget" }));
    await waitFor(() => expect(refused.result.current.error).toBe(MESSAGES.invalid));
    expect(refused.onClose).not.toHaveBeenCalled();
  });

  it("puts a failure's text where the form says, and tells it of the refusal", async () => {
    const reportError = vi.fn();
    const onFailure = vi.fn();
    const refusal = new ApiError(403, "forbidden", "Forbidden");
    const { result, onClose } = renderSave(async () => Promise.reject(refusal), { reportError, onFailure });
    act(() => result.current.handleSave({ name: "  " }));
    expect(reportError).toHaveBeenCalledWith(MESSAGES.invalid);
    act(() => result.current.handleSave({ name: "Widget" }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(refusal));
    expect(reportError).toHaveBeenLastCalledWith(MESSAGES.invalid);
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
  });
});
