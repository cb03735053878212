import { slugify } from "../../contracts/blog";

/** The first of base, base-2, base-3... not in `taken`. */
export function pickFreeSlug(base: string, taken: string[]): string {
  const root = base || "entrada";
  const used = new Set(taken);
  if (!used.has(root)) return root;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${root}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function slugBase(text: string): string {
  // Leaves room for a "-NN" suffix within the slug length limit.
  return slugify(text).slice(0, 90).replace(/-+$/g, "");
}

/** True for PostgreSQL's unique_violation, raised when two writers race for one slug. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : undefined;
  return [error, cause].some(
    (candidate) =>
      typeof candidate === "object" && candidate !== null && "code" in candidate && candidate.code === "23505",
  );
}
