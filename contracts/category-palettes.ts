/**
 * Colours of a blog category's artwork: the generated demo covers (server) and the fallback
 * drawn when a post has no cover (web) use the same palette, so a category looks the same in
 * both. Free of zod: the home page imports it.
 */
export interface CategoryPalette {
  /** Background gradient, light to deeper. */
  from: string;
  to: string;
  /** Shapes and icon. */
  accent: string;
  /** Text and dark details on the light background. */
  ink: string;
}

const PALETTES = {
  indigo: { from: "#eef2ff", to: "#c7d2fe", accent: "#4f46e5", ink: "#312e81" },
  sky: { from: "#f0f9ff", to: "#bae6fd", accent: "#0369a1", ink: "#0c4a6e" },
  teal: { from: "#f0fdfa", to: "#99f6e4", accent: "#0f766e", ink: "#134e4a" },
  amber: { from: "#fffbeb", to: "#fde68a", accent: "#b45309", ink: "#78350f" },
  rose: { from: "#fff1f2", to: "#fecdd3", accent: "#be123c", ink: "#881337" },
  violet: { from: "#f5f3ff", to: "#ddd6fe", accent: "#6d28d9", ink: "#4c1d95" },
  orange: { from: "#fff7ed", to: "#fed7aa", accent: "#c2410c", ink: "#7c2d12" },
} satisfies Record<string, CategoryPalette>;

/** The demo categories' colours; any other category gets one chosen from its slug. */
const CATEGORY_PALETTE_NAMES: Record<string, keyof typeof PALETTES> = {
  productividad: "indigo",
  derecho: "sky",
  salud: "teal",
  finanzas: "amber",
  marketing: "rose",
  "etica-y-regulacion": "violet",
  educacion: "orange",
};

const PALETTE_LIST = Object.values(PALETTES);

export function paletteForCategory(slug: string | null | undefined): CategoryPalette {
  if (!slug) return PALETTES.indigo;
  const named = CATEGORY_PALETTE_NAMES[slug];
  if (named) return PALETTES[named];
  return PALETTE_LIST[hashText(slug) % PALETTE_LIST.length] ?? PALETTES.indigo;
}

/** FNV-1a: a stable small hash, so a slug always gets the same colours (and layout). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
