import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { AuthChangeEvent, GoTrueClient, Session } from "@supabase/auth-js";
import { AUTH_STORAGE_KEY } from "./auth-client-ready";
import { useAuth } from "../../lib/auth-context";
import { AuthProvider } from "./auth-provider";
import { ENCRYPTED_SESSION_TOKEN_KEY } from "./session-token";

type Emit = (event: AuthChangeEvent, session: Session | null) => void | Promise<void>;

const fake = vi.hoisted(() => {
  const state: { emit: Emit | null } = { emit: null };
  return {
    state,
    getAuthClient: vi.fn(),
    validateSession:
      vi.fn<(accessToken: string, body: { sessionToken: string; deviceFingerprint: string }) => Promise<unknown>>(),
    checkSubscription: vi.fn(),
    showSessionLimitAlert: vi.fn(async () => undefined),
  };
});

const client = {
  onAuthStateChange: vi.fn((callback: Emit) => {
    fake.state.emit = callback;
    return { data: { subscription: { unsubscribe: vi.fn() } } };
  }),
  signOut: vi.fn(async () => {
    await fake.state.emit?.("SIGNED_OUT", null);
    return { error: null };
  }),
  getSession: vi.fn(async () => ({ data: { session: null } })),
};

vi.mock("./auth-client", async () => {
  const { announceAuthClient } = await import("./auth-client-ready");
  return {
    getAuthClient: () => {
      fake.getAuthClient();
      announceAuthClient(client as unknown as GoTrueClient);
      return client;
    },
  };
});
vi.mock("./api/validate-session", () => ({ validateSession: fake.validateSession }));
vi.mock("./api/check-subscription", () => ({ checkSubscription: fake.checkSubscription }));
vi.mock("./session-limit-alert", () => ({ showSessionLimitAlert: fake.showSessionLimitAlert }));

const SESSION = {
  access_token: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.payload.signature",
  refresh_token: "refresh",
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
} as unknown as Session;

function Probe() {
  const { loading, user, isAdmin, subscription, subscriptionLoading } = useAuth();
  if (loading) return <p>loading</p>;
  return (
    <p>
      {[user?.email ?? "signed out", subscriptionLoading ? "checking" : subscription.tier, isAdmin ? "admin" : ""]
        .join(" ")
        .trim()}
    </p>
  );
}

function renderProvider() {
  return render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

describe("auth provider", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
    fake.checkSubscription.mockResolvedValue({
      subscribed: true,
      tier: "premium",
      status: "active",
      subscription_end: null,
      isAdmin: true,
    });
  });
  afterEach(() => {
    fake.state.emit = null;
  });

  it("signs a visitor out at once without loading the auth client", () => {
    renderProvider();
    expect(screen.getByText("signed out free")).toBeInTheDocument();
    expect(fake.getAuthClient).not.toHaveBeenCalled();
  });

  it("validates the stored session, then checks the subscription", async () => {
    fake.validateSession.mockResolvedValue({ allowed: true });
    localStorage.setItem(AUTH_STORAGE_KEY, "{}");
    renderProvider();
    expect(screen.getByText("loading")).toBeInTheDocument();
    await waitFor(() => expect(fake.state.emit).not.toBeNull());
    await act(async () => fake.state.emit?.("INITIAL_SESSION", SESSION));

    await waitFor(() => expect(screen.getByText("ana@example.com premium admin")).toBeInTheDocument());
    await waitFor(() => expect(fake.validateSession).toHaveBeenCalled());
    const [accessToken, body] = fake.validateSession.mock.calls[0] ?? [];
    expect(accessToken).toBe(SESSION.access_token);
    expect(body?.sessionToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(body?.deviceFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fake.checkSubscription).toHaveBeenCalledWith(SESSION.access_token);
    expect(localStorage.getItem(ENCRYPTED_SESSION_TOKEN_KEY)).toBeTruthy();
  });

  it("signs this device out and alerts when the session limit is reached", async () => {
    fake.validateSession.mockResolvedValue({ allowed: false, reason: "max_sessions_exceeded" });
    localStorage.setItem(AUTH_STORAGE_KEY, "{}");
    localStorage.setItem("session_token", "legacy");
    renderProvider();
    await waitFor(() => expect(fake.state.emit).not.toBeNull());
    await act(async () => fake.state.emit?.("SIGNED_IN", SESSION));

    await waitFor(() => expect(fake.showSessionLimitAlert).toHaveBeenCalled());
    expect(client.signOut).toHaveBeenCalledWith({ scope: "local" });
    await waitFor(() => expect(screen.getByText("signed out free")).toBeInTheDocument());
    expect(localStorage.getItem(ENCRYPTED_SESSION_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem("session_token")).toBeNull();
  });
});
