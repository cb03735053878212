import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Routes, useLocation } from "../lib/router";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../lib/auth-context";
import { RequireAdminPage, RequireArea, RequireAuth, RequireTier } from "./guards";

const SIGNED_IN: AuthState = {
  ...SIGNED_OUT_STATE,
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  session: { access_token: "a", refresh_token: "r" },
};

/** The login page shows the state it was sent with. */
function LoginPage() {
  const { state } = useLocation();
  return <p data-state={JSON.stringify(state)}>login page</p>;
}

function renderGuarded(state: AuthState, guarded: ReactNode) {
  // The public frame's footer reads the installation's contact details.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={state}>
        <MemoryRouter initialEntries={["/protected"]}>
          <Routes
            routes={[
              { path: "/protected", element: guarded },
              { path: "/login", element: <LoginPage /> },
            ]}
          />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe("RequireAuth", () => {
  it("shows a placeholder while auth is loading", () => {
    renderGuarded({ ...SIGNED_OUT_STATE, loading: true }, <RequireAuth>secret</RequireAuth>);
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("sends a visitor to /login remembering where they came from", async () => {
    renderGuarded(SIGNED_OUT_STATE, <RequireAuth>secret</RequireAuth>);
    const loginPage = await screen.findByText("login page");
    expect(JSON.parse(loginPage.dataset.state ?? "null")).toMatchObject({ from: { pathname: "/protected" } });
  });

  it("lets a signed-in user through", () => {
    renderGuarded(SIGNED_IN, <RequireAuth>secret</RequireAuth>);
    expect(screen.getByText("secret")).toBeInTheDocument();
  });
});

describe("RequireArea", () => {
  it("shows a free user the plan that opens the page, with what it includes, and a way to it", async () => {
    renderGuarded(SIGNED_IN, <RequireArea area="trainingApps">secret</RequireArea>);
    const link = await screen.findByRole("link", { name: "Ver planes de suscripción" });
    expect(link).toHaveAttribute("href", "/suscripciones");
    expect(screen.getByText(/incluida en el plan Premium o superior/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Incluye" })).toHaveTextContent("100 consultas de IA al día");
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("offers a visitor sign-in (coming back here) or the plans, instead of sending them away", async () => {
    renderGuarded(SIGNED_OUT_STATE, <RequireArea area="aiApps">secret</RequireArea>);
    const signIn = await screen.findByRole("link", { name: "Iniciar sesión" });
    expect(signIn).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Ver planes de suscripción" })).toBeInTheDocument();
    expect(screen.queryByText("login page")).not.toBeInTheDocument();
  });

  it("lets an active premium subscriber through", () => {
    const premium = { ...SIGNED_IN, subscription: { subscribed: true, tier: "premium" as const, status: "active" } };
    renderGuarded(premium, <RequireArea area="trainingApps">secret</RequireArea>);
    expect(screen.getByText("secret")).toBeInTheDocument();
  });

  it("refuses a premium plan that is no longer active", async () => {
    const lapsed = { ...SIGNED_IN, subscription: { subscribed: false, tier: "premium" as const, status: "canceled" } };
    renderGuarded(lapsed, <RequireArea area="trainingApps">secret</RequireArea>);
    expect(await screen.findByRole("link", { name: "Ver planes de suscripción" })).toBeInTheDocument();
  });
});

describe("RequireTier", () => {
  it("lets enterprise reach a premium page and stops basic", async () => {
    const enterprise = {
      ...SIGNED_IN,
      subscription: { subscribed: true, tier: "enterprise" as const, status: "active" },
    };
    renderGuarded(enterprise, <RequireTier tier="premium">secret</RequireTier>);
    expect(screen.getByText("secret")).toBeInTheDocument();
  });

  it("shows the upgrade screen to a lower tier", async () => {
    const basic = { ...SIGNED_IN, subscription: { subscribed: true, tier: "basic" as const, status: "active" } };
    renderGuarded(basic, <RequireTier tier="premium">secret</RequireTier>);
    expect(await screen.findByRole("link", { name: "Ver planes de suscripción" })).toBeInTheDocument();
  });
});

describe("RequireAdminPage", () => {
  it("tells a signed-in non-admin the section is restricted, inside the public frame", async () => {
    renderGuarded(SIGNED_IN, <RequireAdminPage>secret</RequireAdminPage>);
    expect(await screen.findByRole("heading", { name: "Acceso restringido" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Navegación principal" })).toBeInTheDocument();
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("lets an admin through without the public frame", () => {
    renderGuarded({ ...SIGNED_IN, isAdmin: true }, <RequireAdminPage>secret</RequireAdminPage>);
    expect(screen.getByText("secret")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Navegación principal" })).not.toBeInTheDocument();
  });

  it("waits for the admin flag before choosing a frame", () => {
    renderGuarded(
      { ...SIGNED_IN, isAdmin: true, subscriptionLoading: true },
      <RequireAdminPage>secret</RequireAdminPage>,
    );
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("sends a visitor to /login", async () => {
    renderGuarded(SIGNED_OUT_STATE, <RequireAdminPage>secret</RequireAdminPage>);
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });
});
