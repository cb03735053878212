import { clsx, type ClassValue } from "clsx";
import { findGroup, OVERRIDDEN_GROUPS } from "./tailwind-groups";

/**
 * Joins class names; a later Tailwind utility wins over an earlier one that sets the same
 * property under the same variants (`cn("px-4", "px-2")` → `px-2`), as tailwind-merge did in
 * a tenth of its size (docs/decisions.md).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const name of classes.reverse()) {
    const { variants, utility } = splitVariants(name);
    const group = findGroup(utility);
    if (!group) {
      kept.push(name);
      continue;
    }
    const key = `${variants}${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of OVERRIDDEN_GROUPS[group] ?? []) taken.add(`${variants}${overridden}`);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

/**
 * Variants whose order changes what they select (`before:hover:` is not `hover:before:`), as
 * tailwind-merge lists them; an arbitrary variant (`[&>*]:`) is one too.
 */
const ORDER_SENSITIVE_VARIANTS = new Set([
  "*",
  "**",
  "after",
  "backdrop",
  "before",
  "details-content",
  "file",
  "first-letter",
  "first-line",
  "marker",
  "placeholder",
  "selection",
]);

/**
 * `md:hover:!px-2` → variants `hover:md:!`, utility `px-2`; colons inside brackets belong to the
 * value. Variants are put in one order (`focus:hover:` and `hover:focus:` select the same
 * elements), except across an order-sensitive one, which stays where it was written.
 */
function splitVariants(name: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const character = name[index];
    if (character === "[" || character === "(") depth++;
    else if (character === "]" || character === ")") depth--;
    else if (character === ":" && depth === 0) {
      parts.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let utility = name.slice(start);
  let variants = sortVariants(parts)
    .map((variant) => `${variant}:`)
    .join("");
  if (utility.startsWith("!") || utility.endsWith("!")) {
    variants += "!";
    utility = utility.replace(/^!|!$/g, "");
  }
  return { variants, utility };
}

function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE_VARIANTS.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()];
}
