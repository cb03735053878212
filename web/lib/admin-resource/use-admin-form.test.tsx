import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError } from "../api";
import { useAdminForm } from "./use-admin-form";

vi.mock("../../ui/toast", () => ({ toast: { success: vi.fn() } }));

const ZWidgetSchema = z.object({ name: z.string().min(1), code: z.string().optional() });

function renderForm(saveWidget: () => Promise<void>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useAdminForm({
        initial: { name: "", code: "" },
        toInput: (draft) => ({ name: draft.name.trim(), code: draft.code || undefined }),
        validate: (draft) => ({
          name: draft.name.trim() ? undefined : "Escribe un nombre.",
          code: /^[a-z]*$/.test(draft.code) ? undefined : "Solo minúsculas.",
        }),
        failureFieldErrors: (failure) =>
          failure instanceof ApiError && failure.code === "conflict" ? { code: "Ese código ya existe." } : {},
        schema: ZWidgetSchema,
        mutation: useMutation({ mutationFn: saveWidget }),
        toVariables: (input) => input,
        messages: { invalid: "Revisa los campos.", saved: "Guardado." },
        onClose: vi.fn(),
      }),
    { wrapper },
  ).result;
}

describe("admin form field errors", () => {
  it("marks every field the draft fails before asking the server, and clears them on the next try", async () => {
    const saveWidget = vi.fn(async () => undefined);
    const form = renderForm(saveWidget);
    act(() => form.current.set("code", "ABC"));
    act(() => form.current.dialog.onSave());
    expect(form.current.fieldErrors).toEqual({ name: "Escribe un nombre.", code: "Solo minúsculas." });
    expect(saveWidget).not.toHaveBeenCalled();

    act(() => form.current.set("name", "Widget"));
    act(() => form.current.set("code", "abc"));
    act(() => form.current.dialog.onSave());
    expect(form.current.fieldErrors).toEqual({ name: undefined, code: undefined });
    await waitFor(() => expect(saveWidget).toHaveBeenCalledOnce());
  });

  it("marks the field a refusal points at", async () => {
    const form = renderForm(async () => Promise.reject(new ApiError(409, "conflict", "Conflict")));
    act(() => form.current.set("name", "Widget"));
    act(() => form.current.dialog.onSave());
    await waitFor(() => expect(form.current.fieldErrors).toEqual({ code: "Ese código ya existe." }));
    expect(form.current.dialog.error).toBe("Revisa los campos.");
  });
});
