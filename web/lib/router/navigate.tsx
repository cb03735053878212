import { useEffect } from "react";
import { createPath, resolveTo, type To } from "./location";
import { useLocation, useNavigate } from "./router-context";

interface NavigateProps {
  to: To;
  /** Replaces the current history entry (a redirect); without it the redirect adds an entry, as in react-router. */
  replace?: boolean;
  state?: unknown;
}

/** Navigates once rendered (in an effect, so never on the server) and renders nothing. */
export function Navigate({ to, replace = false, state }: NavigateProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const destination = createPath(resolveTo(to, pathname));
  useEffect(() => {
    navigate(destination, { replace, state });
  }, [navigate, destination, replace, state]);
  return null;
}
