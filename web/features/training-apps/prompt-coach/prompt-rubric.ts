import { normalizeForSearch } from "../glossary/search-glossary";

/**
 * The Prompt Coach rubric: seven criteria worth 100 points, detected by signal words in
 * Spanish, Catalan and English (accents ignored). It is a transparent heuristic, not a judge of
 * quality: the points per criterion are shown so the user sees why a prompt scored as it did.
 */
export const RUBRIC = [
  { id: "role", max: 15 },
  { id: "task", max: 20 },
  { id: "context", max: 20 },
  { id: "format", max: 15 },
  { id: "constraints", max: 10 },
  { id: "examples", max: 10 },
  { id: "tone", max: 10 },
] as const;

export type CriterionId = (typeof RUBRIC)[number]["id"];
export type CriterionStatus = "met" | "partial" | "missing";

export interface CriterionScore {
  id: CriterionId;
  points: number;
  max: number;
  status: CriterionStatus;
}

export interface PromptScore {
  total: number;
  words: number;
  criteria: CriterionScore[];
}

/** Whole words or phrases; one ending in an apostrophe ("fes d'") may run into the next word. */
const words = (...list: string[]) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${list.join("|")})(?:(?<=['’])|(?=$|[^\\p{L}\\p{N}]))`, "gu");

const SIGNALS = {
  role: words(
    "actua como",
    "actua de",
    "actua d['’]",
    "eres un",
    "eres una",
    "ets un",
    "ets una",
    "fes de",
    "fes d['’]",
    "fes com",
    "act as",
    "acting as",
    "you are an?",
    "as an? (?:expert|specialist|senior)",
    "como (?:experto|experta|especialista)",
    "com a (?:expert|experta|especialista)",
    "en el papel de",
    "en el paper de",
    "adopta el (?:rol|papel)",
    "assumeix el rol",
    "take the role",
    "in the role of",
    "rol de",
    "role of",
  ),
  task: words(
    "redacta",
    "escribe",
    "escriu",
    "resume",
    "resumeix",
    "analiza",
    "analitza",
    "crea",
    "genera",
    "traduce",
    "tradueix",
    "explica",
    "enumera",
    "llista",
    "propon",
    "proposa",
    "revisa",
    "compara",
    "prepara",
    "elabora",
    "disena",
    "dissenya",
    "clasifica",
    "classifica",
    "extrae",
    "extreu",
    "calcula",
    "corrige",
    "corregeix",
    "haz",
    "fes",
    "dame",
    "dona'm",
    "necesito",
    "necessito",
    "quiero",
    "vull",
    "ayudame",
    "ajuda'm",
    "write",
    "draft",
    "summari[sz]e",
    "analy[sz]e",
    "create",
    "generate",
    "translate",
    "explain",
    "list",
    "propose",
    "review",
    "compare",
    "prepare",
    "design",
    "classify",
    "extract",
    "calculate",
    "correct",
    "give me",
    "i need",
    "help me",
    "make",
  ),
  context: words(
    "contexto",
    "context",
    "antecedentes",
    "antecedents",
    "background",
    "mi empresa",
    "nuestra empresa",
    "la meva empresa",
    "my company",
    "our company",
    "mi cliente",
    "mis clientes",
    "el meu client",
    "els meus clients",
    "my client",
    "clients?",
    "clientes?",
    "customers?",
    "audiencia",
    "audiencia objetivo",
    "audience",
    "publico",
    "public",
    "destinatari(?:s|os)?",
    "dirigido a",
    "adrecat a",
    "aimed at",
    "for an?",
    "objetivo",
    "objectiu",
    "goal",
    "purpose",
    "finalidad",
    "finalitat",
    "porque",
    "perque",
    "because",
    "situacion",
    "situacio",
    "situation",
    "sector",
    "equipo",
    "equip",
    "team",
    "trabajo en",
    "treballo en",
    "i work",
  ),
  format: words(
    "formato",
    "format",
    "tabla",
    "taula",
    "table",
    "lista",
    "llista",
    "list",
    "vinetas",
    "punts",
    "puntos",
    "bullets?",
    "bullet points",
    "parrafos?",
    "paragrafs?",
    "paragraphs?",
    "palabras",
    "paraules",
    "words",
    "json",
    "markdown",
    "csv",
    "titulos?",
    "titols?",
    "headings?",
    "columnas",
    "columnes",
    "columns",
    "esquema",
    "outline",
    "correo",
    "correu",
    "e-?mail",
    "informe",
    "report",
    "\\d+ (?:lineas|linies|lines|frases|sentences)",
  ),
  constraints: words(
    "no (?:uses|utilices|incluyas|menciones|inventes|superes|facis servir|incloguis|esmentis|inventis|superis)",
    "evita",
    "evitar",
    "eviteu",
    "sin",
    "sense",
    "maximo",
    "maxim",
    "minimo",
    "minim",
    "como maximo",
    "com a maxim",
    "no mas de",
    "no mes de",
    "menos de",
    "menys de",
    "solo",
    "solament",
    "nomes",
    "unicamente",
    "only",
    "avoid",
    "do not",
    "don't",
    "without",
    "at most",
    "no more than",
    "limite",
    "limit",
    "debe",
    "deben",
    "ha de",
    "han de",
    "must",
    "never",
    "nunca",
    "mai",
  ),
  examples: words(
    "por ejemplo",
    "per exemple",
    "for example",
    "for instance",
    "e\\.g\\.",
    "ejemplos?",
    "exemples?",
    "examples?",
    "como este",
    "com aquest",
    "like this",
    "sigue este modelo",
    "segueix aquest model",
    "follow this",
    "modelo",
    "model",
    "muestra",
    "mostra",
    "sample",
  ),
  tone: words(
    "tono",
    "tone",
    "to (?:formal|informal|proper|cordial|professional|amable|neutre|distes|tranquil)",
    "formal",
    "informal",
    "cercano",
    "proper",
    "cordial",
    "amable",
    "friendly",
    "profesional",
    "professional",
    "estilo",
    "estil",
    "style",
    "registro",
    "registre",
    "register",
    "tutea",
    "tuteja",
    "usted",
    "vosted",
    "de tu",
    "voice",
    "voz",
    "veu",
    "empatic[oa]?",
    "empathetic",
    "directo",
    "directe",
    "direct",
  ),
} satisfies Record<CriterionId, RegExp>;

function countSignals(text: string, pattern: RegExp): number {
  return new Set([...text.matchAll(pattern)].map((match) => match[0].trim())).size;
}

function statusOf(points: number, max: number): CriterionStatus {
  if (points >= max) return "met";
  return points > 0 ? "partial" : "missing";
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Scores a prompt against the rubric; the total is the sum of the criteria's points. */
export function scorePrompt(prompt: string): PromptScore {
  const text = normalizeForSearch(prompt);
  const wordCount = countWords(text);
  const found = (id: CriterionId) => countSignals(text, SIGNALS[id]);
  const points: Record<CriterionId, number> = {
    role: found("role") > 0 ? 15 : 0,
    // A verb says what to do; a verb inside a prompt of a dozen words or more usually says it precisely.
    task: found("task") === 0 ? 0 : wordCount >= 12 ? 20 : 12,
    context: contextPoints(found("context"), wordCount),
    format: Math.min(15, found("format") * 10),
    constraints: found("constraints") > 0 ? 10 : 0,
    examples: found("examples") > 0 ? 10 : 0,
    tone: found("tone") > 0 ? 10 : 0,
  };
  const criteria = RUBRIC.map(({ id, max }) => ({ id, max, points: points[id], status: statusOf(points[id], max) }));
  return { total: criteria.reduce((sum, criterion) => sum + criterion.points, 0), words: wordCount, criteria };
}

function contextPoints(signals: number, wordCount: number): number {
  if (signals >= 2 || (signals === 1 && wordCount >= 40)) return 20;
  if (signals === 1) return 12;
  return wordCount >= 40 ? 8 : 0;
}

export interface RewriteLabels {
  /** A heading and a fill-in placeholder for each criterion. */
  sections: Record<CriterionId, { heading: string; placeholder: string }>;
}

/**
 * A rewritten version built from the rubric: the user's prompt as the task, and a section with a
 * fill-in placeholder for every criterion that was not fully met, in the rubric's order.
 */
export function rewritePrompt(prompt: string, score: PromptScore, labels: RewriteLabels): string {
  const sections = score.criteria.flatMap(({ id, status }) => {
    const { heading, placeholder } = labels.sections[id];
    if (id === "task") return [`## ${heading}\n${prompt.trim()}`];
    return status === "met" ? [] : [`## ${heading}\n${placeholder}`];
  });
  return sections.join("\n\n");
}
