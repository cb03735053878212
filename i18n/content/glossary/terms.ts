/** The glossary's topics, in the order the filter shows them. */
export const GLOSSARY_TOPICS = ["models", "data", "prompting", "regulation", "ethics", "business"] as const;
export type GlossaryTopic = (typeof GLOSSARY_TOPICS)[number];

/**
 * Every term's language-independent part: its slug (the `#term-slug` deep link, the same in
 * every language so a shared link works for a colleague reading in another one), its topic and
 * the slugs of related terms. The words live in `content/<lang>.ts`.
 */
export const GLOSSARY_TERMS = [
  { id: "artificial-intelligence", topic: "models", related: ["machine-learning", "generative-ai"] },
  { id: "machine-learning", topic: "models", related: ["deep-learning", "training-data", "overfitting"] },
  { id: "deep-learning", topic: "models", related: ["neural-network", "machine-learning"] },
  { id: "neural-network", topic: "models", related: ["deep-learning", "parameters"] },
  { id: "generative-ai", topic: "models", related: ["llm", "foundation-model", "deepfake"] },
  { id: "llm", topic: "models", related: ["transformer", "token", "hallucination"] },
  { id: "transformer", topic: "models", related: ["llm", "attention"] },
  { id: "attention", topic: "models", related: ["transformer", "context-window"] },
  { id: "token", topic: "models", related: ["context-window", "llm"] },
  { id: "context-window", topic: "models", related: ["token", "rag"] },
  { id: "parameters", topic: "models", related: ["neural-network", "fine-tuning"] },
  { id: "foundation-model", topic: "models", related: ["gpai-model", "fine-tuning"] },
  { id: "multimodal-model", topic: "models", related: ["generative-ai", "llm"] },
  { id: "hallucination", topic: "models", related: ["grounding", "rag", "automation-bias"] },
  { id: "inference", topic: "models", related: ["llm", "total-cost-of-ownership"] },
  { id: "fine-tuning", topic: "models", related: ["foundation-model", "training-data"] },
  { id: "ai-agent", topic: "models", related: ["llm", "human-oversight"] },
  { id: "training-data", topic: "data", related: ["dataset", "data-bias"] },
  { id: "dataset", topic: "data", related: ["training-data", "data-labelling"] },
  { id: "data-labelling", topic: "data", related: ["dataset", "training-data"] },
  { id: "synthetic-data", topic: "data", related: ["training-data", "anonymisation"] },
  { id: "embedding", topic: "data", related: ["vector-database", "rag"] },
  { id: "vector-database", topic: "data", related: ["embedding", "rag"] },
  { id: "rag", topic: "data", related: ["embedding", "grounding", "hallucination"] },
  { id: "overfitting", topic: "data", related: ["machine-learning", "dataset"] },
  { id: "data-bias", topic: "data", related: ["algorithmic-bias", "training-data"] },
  { id: "data-quality", topic: "data", related: ["dataset", "data-governance"] },
  { id: "data-governance", topic: "data", related: ["data-quality", "ai-governance"] },
  { id: "anonymisation", topic: "data", related: ["pseudonymisation", "personal-data"] },
  { id: "pseudonymisation", topic: "data", related: ["anonymisation", "gdpr"] },
  { id: "prompt", topic: "prompting", related: ["prompt-engineering", "system-prompt"] },
  { id: "prompt-engineering", topic: "prompting", related: ["prompt", "few-shot"] },
  { id: "system-prompt", topic: "prompting", related: ["prompt", "role-prompting"] },
  { id: "zero-shot", topic: "prompting", related: ["few-shot", "prompt"] },
  { id: "few-shot", topic: "prompting", related: ["zero-shot", "prompt-template"] },
  { id: "chain-of-thought", topic: "prompting", related: ["prompt-engineering", "reasoning-model"] },
  { id: "reasoning-model", topic: "prompting", related: ["chain-of-thought", "llm"] },
  { id: "role-prompting", topic: "prompting", related: ["system-prompt", "prompt"] },
  { id: "temperature", topic: "prompting", related: ["inference", "hallucination"] },
  { id: "prompt-template", topic: "prompting", related: ["few-shot", "output-format"] },
  { id: "output-format", topic: "prompting", related: ["prompt-template", "prompt"] },
  { id: "grounding", topic: "prompting", related: ["rag", "hallucination"] },
  { id: "prompt-injection", topic: "prompting", related: ["jailbreak", "ai-agent"] },
  { id: "jailbreak", topic: "prompting", related: ["prompt-injection", "guardrails"] },
  { id: "guardrails", topic: "prompting", related: ["jailbreak", "responsible-ai"] },
  { id: "eu-ai-act", topic: "regulation", related: ["high-risk-system", "prohibited-practices", "gpai-model"] },
  { id: "prohibited-practices", topic: "regulation", related: ["eu-ai-act", "high-risk-system"] },
  { id: "high-risk-system", topic: "regulation", related: ["eu-ai-act", "conformity-assessment", "human-oversight"] },
  { id: "limited-risk", topic: "regulation", related: ["eu-ai-act", "deepfake", "transparency"] },
  { id: "minimal-risk", topic: "regulation", related: ["eu-ai-act", "limited-risk"] },
  { id: "gpai-model", topic: "regulation", related: ["foundation-model", "eu-ai-act"] },
  { id: "conformity-assessment", topic: "regulation", related: ["high-risk-system", "eu-ai-act"] },
  { id: "ai-literacy", topic: "regulation", related: ["eu-ai-act", "ai-policy"] },
  { id: "gdpr", topic: "regulation", related: ["personal-data", "legal-basis", "dpia"] },
  { id: "personal-data", topic: "regulation", related: ["gdpr", "pseudonymisation"] },
  { id: "legal-basis", topic: "regulation", related: ["gdpr", "personal-data"] },
  { id: "dpia", topic: "regulation", related: ["gdpr", "high-risk-system"] },
  { id: "automated-decision", topic: "regulation", related: ["gdpr", "human-oversight", "explainability"] },
  { id: "data-controller", topic: "regulation", related: ["data-processor", "gdpr"] },
  { id: "data-processor", topic: "regulation", related: ["data-controller", "gdpr"] },
  { id: "algorithmic-bias", topic: "ethics", related: ["data-bias", "fairness"] },
  { id: "fairness", topic: "ethics", related: ["algorithmic-bias", "responsible-ai"] },
  { id: "explainability", topic: "ethics", related: ["transparency", "automated-decision"] },
  { id: "transparency", topic: "ethics", related: ["explainability", "limited-risk"] },
  { id: "human-oversight", topic: "ethics", related: ["automation-bias", "high-risk-system"] },
  { id: "accountability", topic: "ethics", related: ["human-oversight", "ai-governance"] },
  { id: "automation-bias", topic: "ethics", related: ["human-oversight", "hallucination"] },
  { id: "deepfake", topic: "ethics", related: ["generative-ai", "limited-risk"] },
  { id: "copyright", topic: "ethics", related: ["ai-authorship", "training-data"] },
  { id: "ai-authorship", topic: "ethics", related: ["copyright", "transparency"] },
  { id: "privacy-by-design", topic: "ethics", related: ["gdpr", "anonymisation"] },
  { id: "responsible-ai", topic: "ethics", related: ["fairness", "accountability", "guardrails"] },
  { id: "use-case", topic: "business", related: ["proof-of-concept", "roi"] },
  { id: "proof-of-concept", topic: "business", related: ["use-case", "roi"] },
  { id: "roi", topic: "business", related: ["total-cost-of-ownership", "kpi"] },
  { id: "kpi", topic: "business", related: ["roi", "proof-of-concept"] },
  { id: "total-cost-of-ownership", topic: "business", related: ["roi", "inference"] },
  { id: "copilot", topic: "business", related: ["ai-agent", "productivity-gain"] },
  { id: "productivity-gain", topic: "business", related: ["copilot", "roi"] },
  { id: "ai-governance", topic: "business", related: ["ai-policy", "accountability"] },
  { id: "ai-policy", topic: "business", related: ["ai-governance", "shadow-ai"] },
  { id: "shadow-ai", topic: "business", related: ["ai-policy", "personal-data"] },
  { id: "vendor-lock-in", topic: "business", related: ["total-cost-of-ownership", "api"] },
  { id: "api", topic: "business", related: ["vendor-lock-in", "ai-agent"] },
  { id: "change-management", topic: "business", related: ["ai-literacy", "ai-policy"] },
] as const satisfies readonly { id: string; topic: GlossaryTopic; related: readonly string[] }[];

export type GlossaryTermId = (typeof GLOSSARY_TERMS)[number]["id"];

/** What one language says about a term. */
export interface GlossaryTermText {
  term: string;
  definition: string;
  example: string;
}

export type GlossaryContent = Record<GlossaryTermId, GlossaryTermText>;
