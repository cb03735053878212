/**
 * Which CSS property a Tailwind utility sets, as a group name: two utilities of one group
 * conflict, and the later one wins (see cn.ts). Covers the utilities this app uses; an unknown
 * class is its own group, so it never removes another.
 */

const KEYWORD_GROUPS: Record<string, string> = {};
const keywordGroups: Array<[string, string[]]> = [
  [
    "display",
    [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
      "table",
      "table-row",
      "table-cell",
      "table-row-group",
      "table-header-group",
      "table-footer-group",
      "table-column",
      "table-column-group",
      "table-caption",
      "inline-table",
      "flow-root",
      "list-item",
    ],
  ],
  ["container-type", ["@container", "@container-normal"]],
  ["position", ["static", "fixed", "absolute", "relative", "sticky"]],
  ["visibility", ["visible", "invisible", "collapse"]],
  ["text-transform", ["uppercase", "lowercase", "capitalize", "normal-case"]],
  ["font-style", ["italic", "not-italic"]],
  ["overflow-wrap", ["wrap-break-word", "wrap-anywhere", "wrap-normal"]],
  ["text-decoration-line", ["underline", "overline", "line-through", "no-underline"]],
  ["text-overflow", ["truncate", "text-ellipsis", "text-clip"]],
  ["sr", ["sr-only", "not-sr-only"]],
  ["font-variant-numeric", ["tabular-nums", "proportional-nums", "normal-nums"]],
  ["font-variant-ordinal", ["ordinal"]],
  ["font-variant-slashed-zero", ["slashed-zero"]],
];
for (const [group, keywords] of keywordGroups) for (const keyword of keywords) KEYWORD_GROUPS[keyword] = group;

/** Utilities named `<prefix>` or `<prefix>-<value>`, one group each; the longest prefix wins. */
const PREFIXES = [
  ..."p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me".split(" "),
  ..."w h min-w min-h max-w max-h size gap gap-x gap-y space-x space-y".split(" "),
  ..."inset inset-x inset-y top right bottom left start end z order".split(" "),
  ..."grid-cols grid-rows col-span col-start col-end row-span row-start row-end auto-cols auto-rows grid-flow".split(
    " ",
  ),
  ..."items justify justify-items justify-self self content place-items place-content place-self".split(" "),
  ..."leading tracking indent align whitespace break break-inside line-clamp hyphens".split(" "),
  ..."rounded rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl".split(
    " ",
  ),
  ..."opacity overflow overflow-x overflow-y overscroll aspect cursor pointer-events select resize".split(" "),
  ..."transition duration ease delay animate translate-x translate-y scale scale-x scale-y rotate origin".split(" "),
  ..."shrink grow basis columns scroll-mt scroll-pt underline-offset outline-offset".split(" "),
  ..."blur backdrop-blur backdrop-brightness brightness will-change appearance isolation mix-blend".split(" "),
].sort((a, b) => b.length - a.length);

/** Later members of a group override earlier members of these narrower groups too. */
export const OVERRIDDEN_GROUPS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: [
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-s",
    "rounded-e",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
    "border-w-s",
    "border-w-e",
  ],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-spacing": ["border-spacing-x", "border-spacing-y"],
  "text-size": ["leading"],
  flex: ["shrink", "grow", "basis"],
  "line-clamp": ["display", "overflow"],
};

const SIZES = /^(xs|sm|base|lg|[2-9]?xl)$/;
const SHADOW_SIZES = /^(|2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const LENGTH = /^(\d+(\.\d+)?|px|\[(\d|length:|calc|var\(--(spacing|text)))/;
/** One-word utilities that also take values: `border`, `rounded`, `shadow`… */
const VALUELESS_HEADS = new Set([
  "border",
  "ring",
  "outline",
  "shadow",
  "rounded",
  "transition",
  "grow",
  "shrink",
  "blur",
  "resize",
]);
const ARBITRARY_NOT_COLOUR = /^\[(?!color:|#|rgb|hsl|oklch|var)/;
const SIDES = /^(x|y|t|r|b|l|s|e)(-|$)/;

/**
 * The group of a utility without its variants and `!`, e.g. `text-sm` → `text-size`;
 * undefined for a class that is not a utility we know (it conflicts with nothing).
 */
export function findGroup(utility: string): string | undefined {
  const bare = withoutModifier(utility.replace(/^-/, ""));
  const keywordGroup = KEYWORD_GROUPS[bare];
  if (keywordGroup) return keywordGroup;
  const dash = bare.indexOf("-");
  const head = dash === -1 ? bare : bare.slice(0, dash);
  const value = dash === -1 ? "" : bare.slice(dash + 1);
  if (value === "" && !VALUELESS_HEADS.has(head)) return undefined;
  return findValueGroup(head, value) ?? PREFIXES.find((prefix) => bare === prefix || bare.startsWith(`${prefix}-`));
}

/** Groups whose name depends on the value: `text-sm` is a size, `text-red-600` a colour. */
function findValueGroup(head: string, value: string): string | undefined {
  switch (head) {
    case "text":
      if (SIZES.test(value) || LENGTH.test(value)) return "text-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      if (/^(sans|serif|mono)$/.test(value)) return "font-family";
      return "font-weight";
    case "bg":
      return findBackgroundGroup(value);
    case "border":
      return findBorderGroup(value);
    case "ring":
      if (value === "" || LENGTH.test(value)) return "ring-w";
      if (value === "inset") return "ring-inset";
      if (value.startsWith("offset-")) return LENGTH.test(value.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      return "ring-color";
    case "outline":
      if (value === "" || LENGTH.test(value)) return "outline-w";
      if (/^(none|hidden|solid|dashed|dotted|double)$/.test(value)) return "outline-style";
      if (value.startsWith("offset-")) return "outline-offset";
      return "outline-color";
    case "shadow":
      return SHADOW_SIZES.test(value) || ARBITRARY_NOT_COLOUR.test(value) ? "shadow-size" : "shadow-color";
    case "divide":
      if (/^(x|y)(-|$)/.test(value))
        return value === "x-reverse" || value === "y-reverse" ? `divide-reverse-${value[0]}` : `divide-w-${value[0]}`;
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return "divide-style";
      return "divide-color";
    case "flex":
      if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "object":
      return /^(cover|contain|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
    case "list":
      return /^(inside|outside)$/.test(value) ? "list-position" : "list-type";
    case "decoration":
      if (/^(solid|double|dotted|dashed|wavy)$/.test(value)) return "decoration-style";
      return LENGTH.test(value) || value === "auto" ? "decoration-thickness" : "decoration-color";
    case "stroke":
      return LENGTH.test(value) ? "stroke-w" : "stroke-color";
    case "fill":
    case "from":
    case "via":
    case "to":
    case "accent":
    case "caret":
    case "placeholder":
      return `${head}-color`;
    default:
      return undefined;
  }
}

/**
 * `bg-*` sets one of seven properties. An arbitrary value says which by its label
 * (`bg-[length:…]`, `bg-(image:--x)`) or its shape (`bg-[url(…)]`, a gradient); unlabelled it
 * is a colour, as in Tailwind.
 */
function findBackgroundGroup(value: string): string {
  if (/^size(-|$)/.test(value)) return "bg-size";
  if (/^position(-|$)/.test(value)) return "bg-position";
  const arbitrary = /^[[(](.*)[\])]$/.exec(value)?.[1];
  if (arbitrary !== undefined) {
    const label = /^([a-z-]+):/.exec(arbitrary)?.[1];
    if (label === "length" || label === "size" || label === "bg-size") return "bg-size";
    if (label === "position" || label === "percentage") return "bg-position";
    if (label === "image" || label === "url") return "bg-image";
    if (/^(url|image|image-set|cross-fade|(repeating-)?(linear|radial|conic)-gradient)\(/.test(arbitrary))
      return "bg-image";
    return "bg-color";
  }
  if (/^(fixed|local|scroll)$/.test(value)) return "bg-attachment";
  if (/^(auto|cover|contain)$/.test(value)) return "bg-size";
  if (/^(center|top|bottom|left|right)/.test(value)) return "bg-position";
  if (/repeat/.test(value)) return "bg-repeat";
  if (/^clip-/.test(value)) return "bg-clip";
  if (/^origin-/.test(value)) return "bg-origin";
  if (/^blend-/.test(value)) return "bg-blend";
  if (/^(none|gradient-|linear-|radial|conic)/.test(value)) return "bg-image";
  return "bg-color";
}

function findBorderGroup(value: string): string {
  if (/^spacing(-|$)/.test(value))
    return /^spacing-[xy](-|$)/.test(value) ? `border-spacing-${value[8]}` : "border-spacing";
  if (value === "" || LENGTH.test(value)) return "border-w";
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return "border-style";
  if (/^(collapse|separate)$/.test(value)) return "border-collapse";
  const side = SIDES.exec(value);
  if (side) {
    const sideValue = value.slice(side[0].length);
    return sideValue === "" || LENGTH.test(sideValue) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
  }
  return "border-color";
}

/** `bg-red-500/50` → `bg-red-500`, `text-sm/6` → `text-sm`; a fraction like `w-1/2` keeps its group either way. */
function withoutModifier(utility: string): string {
  const bracket = utility.search(/[[(]/);
  const slash = utility.lastIndexOf("/");
  return slash > 0 && (bracket === -1 || slash < bracket) ? utility.slice(0, slash) : utility;
}
