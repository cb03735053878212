import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Tier } from "../../../../contracts/tiers";
import { AuthContext, SIGNED_OUT_STATE } from "../../../lib/auth-context";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ChatErrorNote } from "./chat-error-note";

function renderNote(code: "daily_quota_reached" | "rate_limited", tier: Tier) {
  const member = {
    ...SIGNED_OUT_STATE,
    user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
    subscription: { ...SIGNED_OUT_STATE.subscription, subscribed: tier !== "free", tier, status: "active" as const },
  };
  renderWithProviders(
    <AuthContext.Provider value={member}>
      <ChatErrorNote error={{ code, resetsAt: "2026-01-15T23:00:00.000Z" }} />
    </AuthContext.Provider>,
  );
}

describe("ChatErrorNote", () => {
  it("offers a member past the daily limit the way to a plan with more queries", () => {
    renderNote("daily_quota_reached", "premium");
    expect(screen.getByRole("alert")).toHaveTextContent(/Has alcanzado tu límite diario de consultas de IA/);
    expect(screen.getByRole("link", { name: "Ver planes con más consultas" })).toHaveAttribute(
      "href",
      "/suscripciones",
    );
  });

  it("offers no larger plan to a member whose plan has no daily limit", () => {
    renderNote("daily_quota_reached", "enterprise");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("offers no plans when the refusal is not the daily limit", () => {
    renderNote("rate_limited", "free");
    expect(screen.getByRole("alert")).toHaveTextContent(/demasiado rápido/);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
