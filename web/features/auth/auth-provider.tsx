import type { ReactNode } from "react";
import { AuthContext, SIGNED_OUT_STATE } from "./auth-context";

/**
 * Provides the auth state to the app. Until accounts are wired to the server every visitor is
 * signed out; the guards and pages already read the final shape from AuthContext.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={SIGNED_OUT_STATE}>{children}</AuthContext.Provider>;
}
