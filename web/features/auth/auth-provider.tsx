import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { AuthChangeEvent, GoTrueClient, Session } from "@supabase/auth-js";
import { UNSUBSCRIBED } from "../../../contracts/tiers";
import { AUTH_STORAGE_KEY, hasAuthStateToRestore, whenAuthClientReady } from "./auth-client-ready";
import { AuthContext, type AuthState } from "../../lib/auth-context";
import { cleanEmailLinkAddress } from "./email-link-landing";

type SessionState = Omit<AuthState, "signOut" | "refreshSubscription" | "getAccessToken">;

const INITIAL: SessionState = {
  user: null,
  session: null,
  loading: true,
  subscriptionLoading: false,
  isAdmin: false,
  subscription: UNSUBSCRIBED,
};

/** The subscription check follows a sign-in after 100 ms (docs/product.md, "This device's session token"). */
const SUBSCRIPTION_CHECK_DELAY_MS = 100;
const SESSION_START_EVENTS: AuthChangeEvent[] = ["SIGNED_IN", "INITIAL_SESSION", "PASSWORD_RECOVERY"];

// auth-js is loaded beside the first render rather than in front of it, and only when needed; so
// are the checks a session starts, which a visitor's first page does not carry.
const loadAuthClient = (): Promise<GoTrueClient> => import("./auth-client").then((module) => module.getAuthClient());
const loadCheckSubscription = () => import("./api/check-subscription").then((module) => module.checkSubscription);
const loadValidateDevice = () => import("./validate-device").then((module) => module.validateDevice);
const resetSessionToken = () =>
  import("./session-token").then(
    (module) => module.resetSessionToken(),
    (error: unknown) => console.error("The session token could not be reset", error),
  );

export function AuthProvider({ children }: { children: ReactNode }) {
  // Without a stored session there is nobody to wait for: a visitor is signed out at once. On the
  // server nothing is stored; components read the session as unknown there (useAuth).
  const [state, setState] = useState<SessionState>(() =>
    typeof window === "undefined" || hasAuthStateToRestore() ? INITIAL : { ...INITIAL, loading: false },
  );
  const startedFor = useRef<string | null>(null);

  const signOut = useCallback(async () => {
    const client = await loadAuthClient();
    // Only this device: auth-js's default scope would sign the account out everywhere.
    const { error } = await client.signOut({ scope: "local" });
    if (error) console.error("Sign-out failed", error);
  }, []);

  const getAccessToken = useCallback(async () => {
    const client = await loadAuthClient();
    const { data } = await client.getSession();
    return data.session?.access_token ?? null;
  }, []);

  const loadSubscription = useCallback(async (session: Session) => {
    const userId = session.user.id;
    try {
      const checkSubscription = await loadCheckSubscription();
      const { isAdmin, ...subscription } = await checkSubscription(session.access_token);
      setState((current) =>
        current.user?.id === userId ? { ...current, isAdmin, subscription, subscriptionLoading: false } : current,
      );
    } catch (error) {
      // Subscription check errors are only logged; the state stays as it was.
      console.error("check-subscription failed", error);
      setState((current) => (current.user?.id === userId ? { ...current, subscriptionLoading: false } : current));
    }
  }, []);

  const refreshSubscription = useCallback(async () => {
    const client = await loadAuthClient();
    const { data } = await client.getSession();
    if (data.session) await loadSubscription(data.session);
  }, [loadSubscription]);

  const validateDevice = useCallback(
    async (session: Session) => {
      try {
        const validate = await loadValidateDevice();
        await validate(session, signOut);
      } catch (error) {
        console.error("validate-session failed", error);
      }
    },
    [signOut],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isCancelled = false;
    // What auth-js will not use leaves the address bar (no page keeps a token in its address).
    cleanEmailLinkAddress();

    const handleChange = (event: AuthChangeEvent, session: Session | null) => {
      if (!session) {
        if (event === "SIGNED_OUT") void resetSessionToken();
        startedFor.current = null;
        setState({ ...INITIAL, loading: false });
        return;
      }
      const { user } = session;
      setState((current) => {
        const isSameUser = current.user?.id === user.id;
        return {
          ...current,
          loading: false,
          user: { id: user.id, email: user.email ?? "", created_at: user.created_at },
          session: { access_token: session.access_token, refresh_token: session.refresh_token },
          // Until the first check answers for this user, guards wait instead of refusing.
          subscriptionLoading: isSameUser ? current.subscriptionLoading : true,
          isAdmin: isSameUser ? current.isAdmin : false,
          subscription: isSameUser ? current.subscription : UNSUBSCRIBED,
        };
      });
      // auth-js repeats SIGNED_IN when a tab regains focus; one start per access token is enough.
      if (!SESSION_START_EVENTS.includes(event) || startedFor.current === session.access_token) return;
      startedFor.current = session.access_token;
      // Outside the callback: auth-js holds its lock while it notifies subscribers.
      setTimeout(() => void validateDevice(session), 0);
      setTimeout(() => void loadSubscription(session), SUBSCRIPTION_CHECK_DELAY_MS);
    };

    const stopWaiting = whenAuthClientReady((client) => {
      if (isCancelled) return;
      const { data } = client.onAuthStateChange(handleChange);
      unsubscribe = () => data.subscription.unsubscribe();
    });
    const load = () =>
      loadAuthClient().catch((error: unknown) => {
        console.error("The auth client could not load", error);
        setState({ ...INITIAL, loading: false });
      });
    if (hasAuthStateToRestore()) void load();
    // Another tab signed in: this one follows.
    const handleStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void load();
    };
    window.addEventListener("storage", handleStorage);
    return () => {
      isCancelled = true;
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener("storage", handleStorage);
    };
  }, [loadSubscription, validateDevice]);

  const value = useMemo<AuthState>(
    () => ({ ...state, signOut, refreshSubscription, getAccessToken }),
    [state, signOut, refreshSubscription, getAccessToken],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
