import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TWebhook, TWebhookDelivery } from "../../../../contracts/integrations";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../../lib/auth-context";
import { renderWithProviders } from "../../../test/render-with-providers";
import { WebhooksSection } from "./webhooks-section";

const SIGNED_IN: AuthState = {
  ...SIGNED_OUT_STATE,
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  session: { access_token: "a", refresh_token: "r" },
  getAccessToken: async () => "a",
};
const SECRET = `whsec_${"c".repeat(43)}=`;
const HOOK: TWebhook = {
  id: "00000000-0000-4000-8000-000000000002",
  url: "https://erp.example.com/hooks",
  events: ["job.done"],
  createdAt: "2026-11-28T10:00:00.000Z",
};
const TRY: TWebhookDelivery = {
  id: "00000000-0000-4000-8000-000000000003",
  messageId: "msg_1",
  event: "job.done",
  jobId: "00000000-0000-4000-8000-000000000004",
  attempt: 2,
  status: "failed",
  responseStatus: null,
  error: "timeout",
  createdAt: "2026-11-28T10:05:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

/** The API as the section sees it: the list, a creation, the deliveries, a deletion. */
function stubApi() {
  let hooks: TWebhook[] = [];
  const calls: { method: string; url: string; body?: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: typeof init?.body === "string" ? init.body : undefined });
      if (method === "POST") {
        hooks = [HOOK];
        return new Response(JSON.stringify({ ...HOOK, secret: SECRET }), { status: 201 });
      }
      if (method === "DELETE") {
        hooks = [];
        return new Response(null, { status: 204 });
      }
      if (url.endsWith("/deliveries")) return new Response(JSON.stringify([TRY]), { status: 200 });
      return new Response(JSON.stringify(hooks), { status: 200 });
    }),
  );
  return calls;
}

describe("WebhooksSection", () => {
  it("creates a webhook for the chosen events, shows its secret once, lists its tries and deletes it after confirming", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(
      <AuthContext.Provider value={SIGNED_IN}>
        <WebhooksSection />
      </AuthContext.Provider>,
    );
    expect(await screen.findByText("Aún no tienes webhooks.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("URL de destino (https)"), HOOK.url);
    await user.click(screen.getByRole("checkbox", { name: /Tarea fallida/ }));
    await user.click(screen.getByRole("button", { name: "Crear webhook" }));
    const created = await screen.findByRole("status");
    expect(within(created).getByText(SECRET)).toBeInTheDocument();
    expect(within(created).getByText("Copia ahora el secreto de firma: no volverá a mostrarse.")).toBeInTheDocument();
    const sent = calls.find((call) => call.method === "POST");
    expect(JSON.parse(sent?.body ?? "{}")).toEqual({ url: HOOK.url, events: ["job.done"] });

    await user.click(await screen.findByRole("button", { name: "Ver entregas" }));
    expect(await screen.findByText("Fallido")).toBeInTheDocument();
    expect(screen.getByText(/sin respuesta en 10 s · intento 2/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Eliminar el webhook ${HOOK.url}` }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(await screen.findByText("Aún no tienes webhooks.")).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });
});
