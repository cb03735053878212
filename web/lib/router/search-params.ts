import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useRouterHistory, type NavigateOptions } from "./router-context";

export type SearchParamsInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

function createSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams)
    return new URLSearchParams(init);
  return new URLSearchParams(
    Object.entries(init).flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]],
    ),
  );
}

/**
 * The address's query string, and a setter that navigates to the same path with a new one
 * (adding a history entry unless `replace`; the hash and state are dropped, as in react-router).
 * A function receives a copy of the current parameters.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const history = useRouterHistory();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === "function" ? next(new URLSearchParams(history.location.search)) : next;
      navigate(`?${createSearchParams(init).toString()}`, options);
    },
    [history, navigate],
  );
  return [searchParams, setSearchParams];
}
