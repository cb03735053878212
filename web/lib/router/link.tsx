import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { createPath, isAbsoluteUrl, resolveTo, type To } from "./location";
import { useLocation, useNavigate } from "./router-context";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replaces the current history entry instead of adding one (default: only when `to` is the current address). */
  replace?: boolean;
  /** Carried by the navigation, read with useLocation().state. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An <a> that navigates inside the app. A click with a modifier key, another button, a target
 * other than _self, or a handler that prevented the default is left to the browser, as is an
 * absolute URL.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  if (isAbsoluteUrl(to)) return <a {...rest} href={to} target={target} onClick={onClick} />;
  const path = resolveTo(to, location.pathname);
  const href = createPath(path);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

function isPlainLeftClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
  /** A class, or a function of whether the link is active; a plain class gets "active" added. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A Link that knows whether it leads to the current page (or one below it): aria-current="page" and its class. */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const location = useLocation();
  const isActive = isActivePath(location.pathname, resolveTo(to, location.pathname).pathname, end);
  const resolvedClassName =
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  return (
    <Link {...rest} to={to} className={resolvedClassName || undefined} aria-current={isActive ? "page" : undefined} />
  );
}

/** react-router's rule: the same path, or (without `end`) a path below it; case-insensitive. */
export function isActivePath(currentPathname: string, linkPathname: string, end: boolean): boolean {
  const current = currentPathname.toLowerCase();
  const target = encodePathname(linkPathname).toLowerCase();
  if (current === target) return true;
  if (end || !current.startsWith(target)) return false;
  const slashPosition = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return current.charAt(slashPosition) === "/";
}

/** A link's path as the browser writes it in the address bar (/blog/café → /blog/caf%C3%A9). */
function encodePathname(pathname: string): string {
  try {
    return new URL(pathname.replace(/%(?![0-9a-f]{2})/gi, "%25"), "http://localhost").pathname;
  } catch {
    return pathname;
  }
}
