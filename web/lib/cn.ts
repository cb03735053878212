import { clsx, type ClassValue } from "clsx";
import { findGroup, OVERRIDDEN_GROUPS } from "./tailwind-groups";

/**
 * Joins class names; a later Tailwind utility wins over an earlier one that sets the same
 * property under the same variants (`cn("px-4", "px-2")` → `px-2`), as tailwind-merge did in
 * a tenth of its size (docs/decisions.md).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(" ").filter(Boolean);
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

/** `md:hover:!px-2` → variants `md:hover:!`, utility `px-2`; colons inside brackets belong to the value. */
function splitVariants(name: string): { variants: string; utility: string } {
  let depth = 0;
  let lastColon = -1;
  for (let index = 0; index < name.length; index++) {
    const character = name[index];
    if (character === "[" || character === "(") depth++;
    else if (character === "]" || character === ")") depth--;
    else if (character === ":" && depth === 0) lastColon = index;
  }
  let utility = name.slice(lastColon + 1);
  let variants = name.slice(0, lastColon + 1);
  if (utility.startsWith("!") || utility.endsWith("!")) {
    variants += "!";
    utility = utility.replace(/^!|!$/g, "");
  }
  return { variants, utility };
}
