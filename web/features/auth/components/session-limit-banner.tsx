import { useLocation, useNavigate } from "../../../lib/router";
import {
  clearSessionLimitRefusal,
  requestPasswordResetAfterRefusal,
  useSessionLimitRefusal,
} from "../session-limit-refusal";
import { SessionLimitNotice } from "./session-limit-notice";

/**
 * On whatever page the refused device is (the login page may have sent it home before the
 * refusal came): the reset path, which opens the login page's reset form for that account.
 * The login page shows the same notice beside its forms instead.
 */
export function SessionLimitBanner() {
  const refusal = useSessionLimitRefusal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!refusal || refusal.isResetRequested || pathname === "/login") return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4">
      <SessionLimitNotice
        onReset={() => {
          requestPasswordResetAfterRefusal();
          void navigate("/login");
        }}
        onDismiss={clearSessionLimitRefusal}
      />
    </div>
  );
}
