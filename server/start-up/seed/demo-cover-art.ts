import { hashText, paletteForCategory, type CategoryPalette } from "../../../contracts/category-palettes";

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 900;

type Drawing = (palette: CategoryPalette) => string;

/** One drawing and the sentence that describes it, the cover's alternative text (Spanish, as the demo posts). */
interface Motif {
  draw: Drawing;
  alt: string;
}

const drawCalendar: Drawing = ({ accent, ink }) => `
    <rect x="-250" y="-200" width="500" height="420" rx="36" fill="#fff"/>
    <path d="M-250 -110 V-164 A36 36 0 0 1 -214 -200 H214 A36 36 0 0 1 250 -164 V-110 Z" fill="${accent}"/>
    <rect x="-150" y="-235" width="30" height="80" rx="15" fill="${ink}"/>
    <rect x="120" y="-235" width="30" height="80" rx="15" fill="${ink}"/>
    ${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (column) =>
            `<rect x="${-200 + column * 105}" y="${-70 + row * 95}" width="76" height="66" rx="14" fill="${row === 1 && column === 2 ? accent : ink}" opacity="${row === 1 && column === 2 ? 1 : 0.12}"/>`,
        ),
      )
      .join("")}
    <path d="M28 -8 l14 14 l24 -26" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const drawLightbulb: Drawing = ({ accent, ink }) => `
    ${Array.from({ length: 7 }, (_, index) => {
      const angle = Math.PI + (index / 6) * Math.PI;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      return `<path d="M${(cos * 200).toFixed(1)} ${(-70 + sin * 200).toFixed(1)} L${(cos * 250).toFixed(1)} ${(-70 + sin * 250).toFixed(1)}" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>`;
    }).join("")}
    <circle cx="0" cy="-70" r="150" fill="#fff"/>
    <circle cx="0" cy="-70" r="105" fill="${accent}" opacity="0.9"/>
    <path d="M-40 -60 L0 -20 L40 -60" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="-75" y="90" width="150" height="40" rx="14" fill="${ink}"/>
    <rect x="-60" y="140" width="120" height="34" rx="14" fill="${ink}" opacity="0.8"/>`;

const drawPadlock: Drawing = ({ accent, ink }) => `
    <path d="M-115 -40 V-110 A115 115 0 0 1 115 -110 V-40" stroke="${ink}" stroke-width="44" fill="none"/>
    <rect x="-200" y="-50" width="400" height="290" rx="44" fill="${accent}"/>
    <circle cx="0" cy="70" r="38" fill="#fff"/>
    <rect x="-15" y="80" width="30" height="90" rx="15" fill="#fff"/>`;

const drawDonut: Drawing = ({ accent, ink }) => `
    <rect x="-250" y="-230" width="500" height="460" rx="40" fill="#fff"/>
    <g transform="rotate(-90)">
      <circle r="140" fill="none" stroke="${ink}" stroke-opacity="0.12" stroke-width="70"/>
      <circle r="140" fill="none" stroke="${accent}" stroke-width="70" stroke-dasharray="440 440"/>
      <circle r="140" fill="none" stroke="${ink}" stroke-width="70" stroke-dasharray="0 460 200 220"/>
    </g>`;

const motif = (alt: string, draw: Drawing): Motif => ({ alt, draw });
const CALENDAR = motif("un calendario con un día marcado", drawCalendar);
const LIGHTBULB = motif("una bombilla encendida que irradia ideas", drawLightbulb);
const PADLOCK = motif("un candado cerrado", drawPadlock);
const DONUT = motif("un gráfico circular sobre una tarjeta blanca", drawDonut);

/** Drawings per demo category (a category's posts take them in turn), about 600 × 500 around the origin. */
const MOTIFS: Record<string, Motif[]> = {
  // A checklist and a clock.
  productividad: [
    motif(
      "una lista de tareas completadas junto a un reloj",
      ({ accent, ink }) => `
    <rect x="-260" y="-210" width="400" height="400" rx="36" fill="#fff"/>
    ${[-120, -20, 80]
      .map(
        (y) => `<circle cx="-190" cy="${y}" r="26" fill="${accent}"/>
        <path d="M-203 ${y} l10 11 l19 -21" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
        <rect x="-145" y="${y - 12}" width="230" height="24" rx="12" fill="${ink}" opacity="0.14"/>`,
      )
      .join("")}
    <circle cx="170" cy="130" r="120" fill="${accent}"/>
    <circle cx="170" cy="130" r="96" fill="#fff"/>
    <path d="M170 130 V70 M170 130 L218 150" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
    ),
    CALENDAR,
    LIGHTBULB,
  ],
  // Scales of justice.
  derecho: [
    motif(
      "una balanza de la justicia en equilibrio",
      ({ accent, ink }) => `
    <rect x="-12" y="-200" width="24" height="370" rx="12" fill="${ink}"/>
    <rect x="-150" y="160" width="300" height="38" rx="19" fill="${ink}"/>
    <path d="M-210 -160 L-290 30 M-210 -160 L-130 30 M210 -160 L130 30 M210 -160 L290 30" stroke="${ink}" stroke-width="6"/>
    <rect x="-240" y="-172" width="480" height="24" rx="12" fill="${accent}"/>
    <circle cx="0" cy="-205" r="30" fill="${accent}"/>
    <path d="M-310 30 h200 A100 100 0 0 1 -310 30 Z" fill="#fff"/>
    <path d="M110 30 h200 A100 100 0 0 1 110 30 Z" fill="#fff"/>`,
    ),
  ],
  // A medical cross and a heartbeat.
  salud: [
    motif(
      "una cruz médica sobre la línea de un electrocardiograma",
      ({ accent, ink }) => `
    <rect x="-190" y="-230" width="380" height="380" rx="70" fill="#fff"/>
    <rect x="-45" y="-170" width="90" height="260" rx="22" fill="${accent}"/>
    <rect x="-130" y="-85" width="260" height="90" rx="22" fill="${accent}"/>
    <path d="M-330 240 H-120 L-85 170 L-40 310 L0 200 L25 240 H330" stroke="${ink}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  ],
  // Rising bars, a trend line and a coin.
  finanzas: [
    motif(
      "un gráfico de barras con una línea de tendencia al alza y una moneda",
      ({ accent, ink }) => `
    <rect x="-270" y="-200" width="500" height="420" rx="36" fill="#fff"/>
    ${[100, 160, 220, 300]
      .map(
        (height, index) =>
          `<rect x="${-210 + index * 105}" y="${180 - height}" width="72" height="${height}" rx="12" fill="${accent}" opacity="${0.4 + index * 0.2}"/>`,
      )
      .join("")}
    <path d="M-174 30 L-69 -30 L36 -90 L141 -160" stroke="${ink}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${[
      [-174, 30],
      [-69, -30],
      [36, -90],
      [141, -160],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="#fff" stroke="${ink}" stroke-width="8"/>`)
      .join("")}
    <circle cx="250" cy="-200" r="78" fill="${accent}"/>
    <circle cx="250" cy="-200" r="52" fill="none" stroke="#fff" stroke-width="10"/>`,
    ),
    DONUT,
  ],
  // A megaphone with sound waves.
  marketing: [
    motif(
      "un megáfono que lanza ondas de sonido junto a un bocadillo de texto",
      ({ accent, ink }) => `
    <path d="M-220 -70 L70 -190 L70 190 L-220 70 Z" fill="${accent}"/>
    <rect x="-270" y="-80" width="70" height="160" rx="24" fill="${ink}"/>
    <rect x="-190" y="55" width="60" height="140" rx="22" fill="${ink}"/>
    <ellipse cx="70" cy="0" rx="34" ry="190" fill="${ink}"/>
    <path d="M150 -90 A130 130 0 0 1 150 90 M210 -160 A220 220 0 0 1 210 160" stroke="${accent}" stroke-width="18" fill="none" stroke-linecap="round"/>
    <rect x="-300" y="-260" width="220" height="120" rx="28" fill="#fff"/>
    <rect x="-260" y="-225" width="140" height="18" rx="9" fill="${ink}" opacity="0.2"/>
    <rect x="-260" y="-195" width="100" height="18" rx="9" fill="${ink}" opacity="0.2"/>`,
    ),
  ],
  // A shield with a check, ringed by twelve stars' dots.
  "etica-y-regulacion": [
    motif(
      "un escudo con una marca de verificación rodeado de doce estrellas",
      ({ accent, ink }) => `
    ${Array.from({ length: 12 }, (_, index) => {
      const angle = (index / 12) * Math.PI * 2;
      return `<circle cx="${(Math.cos(angle) * 300).toFixed(1)}" cy="${(Math.sin(angle) * 300).toFixed(1)}" r="14" fill="${ink}" opacity="0.35"/>`;
    }).join("")}
    <path d="M0 -220 L190 -150 V0 C190 130 100 200 0 240 C-100 200 -190 130 -190 0 V-150 Z" fill="${accent}"/>
    <path d="M0 -170 L145 -116 V0 C145 100 76 154 0 185 C-76 154 -145 100 -145 0 V-116 Z" fill="#fff" opacity="0.18"/>
    <path d="M-80 10 L-20 70 L90 -60" stroke="#fff" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
    PADLOCK,
  ],
  // An open book under a graduation cap.
  educacion: [
    motif(
      "un libro abierto bajo un birrete de graduación",
      ({ accent, ink }) => `
    <path d="M-250 60 Q-125 20 0 60 V250 Q-125 210 -250 250 Z" fill="#fff"/>
    <path d="M0 60 Q125 20 250 60 V250 Q125 210 0 250 Z" fill="#fff"/>
    <path d="M0 60 V250" stroke="${ink}" stroke-width="6" opacity="0.3"/>
    ${[110, 150, 190].map((y) => `<path d="M-200 ${y} Q-125 ${y - 20} -50 ${y} M50 ${y} Q125 ${y - 20} 200 ${y}" stroke="${ink}" stroke-width="8" opacity="0.15" fill="none"/>`).join("")}
    <path d="M-150 -95 V-20 Q0 40 150 -20 V-95 L0 -35 Z" fill="${accent}"/>
    <path d="M0 -240 L270 -135 L0 -30 L-270 -135 Z" fill="${ink}"/>
    <path d="M0 -135 L210 -110 V-10" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <circle cx="210" cy="0" r="18" fill="${accent}"/>`,
    ),
    LIGHTBULB,
  ],
};

/** A sparkle of four rounded points, used as decoration. */
function drawSparkle(x: number, y: number, size: number, color: string): string {
  const inner = size * 0.22;
  return `<path d="M${x} ${y - size} Q${x + inner} ${y - inner} ${x + size} ${y} Q${x + inner} ${y + inner} ${x} ${y + size} Q${x - inner} ${y + inner} ${x - size} ${y} Q${x - inner} ${y - inner} ${x} ${y - size} Z" fill="${color}"/>`;
}

/** Mulberry32: a tiny seeded generator, so every post gets its own but stable composition. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A demo post's cover: the SVG in the category's palette and drawing, placed and decorated
 * differently for each post (seeded by its slug), and its alternative text; `index` is the
 * post's rank in its category. Shapes only, no text, so it renders the same without fonts.
 */
export function drawDemoCover({
  categorySlug,
  postSlug,
  index,
}: {
  categorySlug: string;
  postSlug: string;
  index: number;
}): { svg: string; alt: string } {
  const palette = paletteForCategory(categorySlug);
  const motifs = MOTIFS[categorySlug] ?? MOTIFS.productividad ?? [];
  const chosen = motifs[index % motifs.length] ?? LIGHTBULB;
  const random = createRandom(hashText(postSlug));
  const isMotifLeft = random() < 0.5;
  const motifX = isMotifLeft ? 560 : 1040;
  const scale = (1.15 + random() * 0.15).toFixed(3);
  const haloX = isMotifLeft ? 1250 + random() * 200 : 150 + random() * 200;
  const sparkles = Array.from({ length: 3 }, (_, index) => {
    const x = isMotifLeft ? 1050 + random() * 420 : 130 + random() * 420;
    const y = 140 + index * 250 + random() * 80;
    return drawSparkle(
      Math.round(x),
      Math.round(y),
      22 + Math.round(random() * 26),
      index === 1 ? palette.ink : palette.accent,
    );
  }).join("");
  const dotsX = isMotifLeft ? 1000 : 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse">
      <circle cx="4" cy="4" r="4" fill="${palette.ink}" opacity="0.16"/>
    </pattern>
  </defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#background)"/>
  <circle cx="${Math.round(haloX)}" cy="${Math.round(120 + random() * 200)}" r="${Math.round(260 + random() * 120)}" fill="${palette.accent}" opacity="0.12"/>
  <circle cx="${motifX}" cy="450" r="420" fill="#fff" opacity="0.35"/>
  <rect x="${dotsX}" y="${Math.round(520 + random() * 120)}" width="470" height="220" fill="url(#dots)"/>
  ${sparkles}
  <g transform="translate(${motifX} 450) scale(${scale})">${chosen.draw(palette)}</g>
</svg>`;
  return { svg, alt: `Ilustración: ${chosen.alt}.` };
}
