import { useEffect } from "react";
import { useLocation, useNavigate } from "../../../lib/router";
import { markLoginReached, useSessionLimitRefusal } from "../session-limit-refusal";

/**
 * After a refusal by the session limit the device goes back to /login, where the way in that
 * needs no other device (a password reset) is offered; it may have left it for home already.
 */
export function SessionLimitRedirect() {
  const refusal = useSessionLimitRefusal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!refusal?.isLoginPending) return;
    markLoginReached();
    if (pathname !== "/login") void navigate("/login");
  }, [refusal, pathname, navigate]);
  return null;
}
