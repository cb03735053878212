import { render, screen } from "@testing-library/react";
import { MemoryRouter, Routes, useLocation } from "../lib/router";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../lib/auth-context";
import { RequireAdminPage, RequireAuth, RequirePremium, RequireTier } from "./guards";

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
  render(
    <AuthContext.Provider value={state}>
      <MemoryRouter initialEntries={["/protected"]}>
        <Routes
          routes={[
            { path: "/protected", element: guarded },
            { path: "/login", element: <LoginPage /> },
          ]}
        />
      </MemoryRouter>
    </AuthContext.Provider>,
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

describe("RequirePremium", () => {
  it("shows the upgrade screen linking to /suscripciones to a free user", async () => {
    renderGuarded(SIGNED_IN, <RequirePremium>secret</RequirePremium>);
    const link = await screen.findByRole("link", { name: "Ver planes de suscripción" });
    expect(link).toHaveAttribute("href", "/suscripciones");
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("lets an active premium subscriber through", () => {
    const premium = { ...SIGNED_IN, subscription: { subscribed: true, tier: "premium" as const, status: "active" } };
    renderGuarded(premium, <RequirePremium>secret</RequirePremium>);
    expect(screen.getByText("secret")).toBeInTheDocument();
  });

  it("refuses a premium plan that is no longer active", async () => {
    const lapsed = { ...SIGNED_IN, subscription: { subscribed: false, tier: "premium" as const, status: "canceled" } };
    renderGuarded(lapsed, <RequirePremium>secret</RequirePremium>);
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
