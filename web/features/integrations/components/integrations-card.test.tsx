import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TApiKey } from "../../../../contracts/integrations";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../../lib/auth-context";
import { renderWithProviders } from "../../../test/render-with-providers";
import { IntegrationsCard } from "./integrations-card";

const SIGNED_IN: AuthState = {
  ...SIGNED_OUT_STATE,
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  session: { access_token: "a", refresh_token: "r" },
  getAccessToken: async () => "a",
};
const KEY = `pk_live_${"k".repeat(43)}`;
const LISTED: TApiKey = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "CRM",
  prefix: "pk_live_kkkk",
  last4: "kkkk",
  createdAt: "2026-11-28T10:00:00.000Z",
  lastUsedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  return renderWithProviders(
    <AuthContext.Provider value={SIGNED_IN}>
      <IntegrationsCard />
    </AuthContext.Provider>,
  );
}

/** A stand-in for the API: the list, then a creation, then the list with the new key, then revocation. */
function stubApi() {
  let keys: TApiKey[] = [];
  const calls: { method: string; url: string; body?: string }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: typeof init?.body === "string" ? init.body : undefined });
    if (url.includes("/api/integrations/webhooks")) return new Response("[]", { status: 200 });
    if (method === "POST") {
      keys = [LISTED];
      const created = { id: LISTED.id, name: "CRM", key: KEY, createdAt: LISTED.createdAt };
      return new Response(JSON.stringify(created), { status: 201 });
    }
    if (method === "DELETE") {
      keys = [];
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify(keys), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

describe("IntegrationsCard", () => {
  it("creates a key, shows it once with a copy button, lists it by prefix and last 4, and revokes it after confirming", async () => {
    const calls = stubApi();
    renderCard();
    const user = userEvent.setup();
    expect(await screen.findByText("Aún no tienes claves de API.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nombre de la clave"), "CRM");
    await user.click(screen.getByRole("button", { name: "Crear clave" }));
    expect(await screen.findByText(KEY)).toBeInTheDocument();
    expect(screen.getByText("Cópiala ahora: no volverá a mostrarse.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toBe(JSON.stringify({ name: "CRM" }));
    await user.click(screen.getByRole("button", { name: "Copiar" }));
    // user-event stands in a clipboard for the test.
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(await screen.findByText("pk_live_kkkk…kkkk")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Revocar la clave CRM" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Revocar la clave «CRM»?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Revocar" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(calls.find((call) => call.method === "DELETE")?.url).toContain(`/api/integrations/keys/${LISTED.id}`);
    expect(await screen.findByText("Aún no tienes claves de API.")).toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });
});
