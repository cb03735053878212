import { createContext, useContext } from "react";
import { UNSUBSCRIBED, type SubscriptionState } from "../../../contracts/tiers";

/** The auth state of spec section 3: user, session, loading flags, admin flag, subscription. */
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
  /** True until the first session result (spec section 4). */
  loading: boolean;
  subscriptionLoading: boolean;
  /** Comes from the subscription check (spec section 6). */
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

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
