import type { ReactNode } from "react";

/**
 * One route of a route table: a `path` (":name" segments are parameters, a final "*" takes the
 * rest), or `index` (its parent's own address), or neither (a layout that only wraps its children).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteObject;
  /** Every parameter of the whole match, decoded (each level sees them all, as in react-router). */
  params: Params;
}

interface Branch {
  /** The routes from the root to a leaf that has a path or is an index. */
  routes: RouteObject[];
  /** Their indexes among their siblings, to try identical paths in the order written. */
  indexes: number[];
  matcher: RegExp;
  paramNames: string[];
  score: number;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The routes a pathname renders, outermost first, or null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes).sort(compareBranches);
    branchCache.set(routes, branches);
  }
  const decoded = decodePathname(pathname);
  for (const branch of branches) {
    const match = branch.matcher.exec(decoded);
    if (!match) continue;
    const params: Record<string, string> = {};
    branch.paramNames.forEach((name, index) => {
      params[name] = (match[index + 1] ?? "").replace(/%2F/g, "/");
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

function flattenRoutes(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentIndexes: number[] = [],
  parentPath = "",
): Branch[] {
  return routes.flatMap((route, index) => {
    const path = joinPaths(parentPath, route.path ?? "");
    const lineage = [...parents, route];
    const indexes = [...parentIndexes, index];
    const branches = route.children?.length ? flattenRoutes(route.children, lineage, indexes, path) : [];
    if (route.path === undefined && !route.index) return branches;
    const { matcher, paramNames } = compilePath(path);
    return [
      ...branches,
      {
        routes: lineage,
        indexes,
        matcher,
        paramNames,
        score: computeScore(path, route.index === true),
      },
    ];
  });
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  return `${parent}/${child}`.replace(/\/{2,}/g, "/");
}

/**
 * react-router's ranking: more segments score more, a static segment (10) beats a parameter (3)
 * beats a splat (-2), an index route gets 2; equal scores keep the siblings' written order.
 */
function computeScore(path: string, isIndex: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (isIndex ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function compareBranches(a: Branch, b: Branch): number {
  if (a.score !== b.score) return b.score - a.score;
  const areSiblings =
    a.indexes.length === b.indexes.length && a.indexes.slice(0, -1).every((value, index) => value === b.indexes[index]);
  return areSiblings ? (a.indexes.at(-1) ?? 0) - (b.indexes.at(-1) ?? 0) : 0;
}

/** Case-insensitive, trailing slashes tolerated, as react-router matches. */
function compilePath(path: string): { matcher: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const isSplat = path.endsWith("*");
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        paramNames.push(name);
        return "/([^\\/]+)";
      });
  if (isSplat) {
    paramNames.push("*");
    source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else {
    source += "\\/*$";
  }
  return { matcher: new RegExp(source, "i"), paramNames };
}

/** Each segment decoded, an encoded "/" kept apart from the separators until the parameter is read. */
function decodePathname(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}
