import { createContext, useContext, useMemo } from "react";
import { useIsHydrating } from "./use-is-hydrating";
import { UNSUBSCRIBED, type SubscriptionState } from "../../contracts/tiers";

/** The auth state: user, session, loading flags, admin flag, subscription. */
export interface AuthUser {
  id: string;
  email: string;
  created_at: string;
}

export interface AuthSession {
  access_token: string;
  refresh_token: string;
}

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first session result. */
  loading: boolean;
  subscriptionLoading: boolean;
  /** Comes from the subscription check. */
  isAdmin: boolean;
  subscription: SubscriptionState;
  signOut: () => Promise<void>;
  refreshSubscription: () => Promise<void>;
  /** A fresh access token (refreshed first when about to expire), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
}

export const SIGNED_OUT_STATE: AuthState = {
  user: null,
  session: null,
  loading: false,
  subscriptionLoading: false,
  isAdmin: false,
  subscription: UNSUBSCRIBED,
  signOut: async () => undefined,
  refreshSubscription: async () => undefined,
  getAccessToken: async () => null,
};

export const AuthContext = createContext<AuthState>(SIGNED_OUT_STATE);

/** The state a server-rendered page was rendered in: the session is not known yet. */
export const SESSION_UNKNOWN_STATE: AuthState = { ...SIGNED_OUT_STATE, loading: true };

/**
 * The auth state. While React renders on the server or hydrates that markup, every component
 * reads the session as unknown (as the server did), so hydration matches; once hydrated, each
 * re-renders with the browser's session (useSyncExternalStore's server snapshot does exactly this).
 */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  const isHydrating = useIsHydrating();
  return useMemo(
    () => (isHydrating ? { ...auth, ...pickSessionFields(SESSION_UNKNOWN_STATE) } : auth),
    [auth, isHydrating],
  );
}

function pickSessionFields({ user, session, loading, subscriptionLoading, isAdmin, subscription }: AuthState) {
  return { user, session, loading, subscriptionLoading, isAdmin, subscription };
}
