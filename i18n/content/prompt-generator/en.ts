import type { PromptGeneratorContent } from "./templates";

export const PROMPT_GENERATOR_EN: PromptGeneratorContent = {
  headings: {
    role: "Role",
    task: "Task",
    context: "Context",
    audience: "Audience",
    format: "Answer format",
    tone: "Tone",
    examples: "Examples",
    checks: "Before you answer",
  },
  rolePrefix: "Act as",
  checks: [
    "If essential information is missing, ask me questions before answering.",
    "State the assumptions you make and separate facts from opinions.",
    "Do not invent data, figures, regulations or references; if you are not sure, say so.",
  ],
  formats: {
    free: {
      label: "Free",
      instruction: "Organise the answer in whatever way best serves the task, with headings if they help.",
    },
    bullets: {
      label: "Bullet list",
      instruction: "Answer with a list of short bullet points, from most to least important.",
    },
    table: {
      label: "Table",
      instruction: "Answer with a table with clear columns and, below it, a two-sentence conclusion.",
    },
    steps: { label: "Numbered steps", instruction: "Answer with numbered steps, each with one concrete action." },
    email: {
      label: "E-mail",
      instruction: "Answer with an e-mail ready to send: subject, greeting, body and sign-off.",
    },
    report: {
      label: "Report",
      instruction: "Answer with a report: executive summary, analysis, risks and recommendations.",
    },
  },
  tones: {
    professional: { label: "Professional", instruction: "Use a professional, clear and direct tone." },
    friendly: { label: "Friendly", instruction: "Use a warm, friendly tone without losing precision." },
    formal: { label: "Formal", instruction: "Use a formal, careful tone with precise vocabulary." },
    persuasive: {
      label: "Persuasive",
      instruction: "Use a persuasive tone, with concrete benefits and a call to action.",
    },
    didactic: { label: "Teaching", instruction: "Use a teaching tone: explain step by step with simple examples." },
  },
  lengths: {
    short: { label: "Short", instruction: "Length: short, about 150 words at most." },
    medium: { label: "Medium", instruction: "Length: medium, between 300 and 500 words." },
    long: { label: "Long", instruction: "Length: thorough, up to 1,000 words if the task needs it." },
  },
  templates: {
    lawyer: {
      name: "Law",
      role: "an employment lawyer with 15 years of experience",
      task: "Summarise the court ruling I paste below and explain what it means for my client.",
      context:
        "The client is a small business that dismissed an employee on objective grounds. I will paste the ruling's text below.",
      audience: "The company's managing director, who has no legal training.",
    },
    accountant: {
      name: "Accounting",
      role: "a tax and accounting adviser for small businesses in Spain",
      task: "Explain the differences between paying tax as a sole trader and as a limited company for the case I describe.",
      context: "An independent professional earning about €60,000 a year with about €10,000 of deductible expenses.",
      audience: "A client who does not know tax terminology.",
    },
    teacher: {
      name: "Teaching",
      role: "a secondary school teacher skilled in active learning methods",
      task: "Design a 50-minute lesson introducing the topic I give.",
      context: "Topic: climate change. A class of 25 students aged 14–15 with mixed abilities.",
      audience: "Another teacher who will deliver the lesson.",
    },
    doctor: {
      name: "Medicine",
      role: "a primary care doctor",
      task: "Write an explanation for the patient of the diagnosis and the guidance I give.",
      context:
        "Diagnosis: mild high blood pressure. Guidance: low-salt diet, exercise and checking blood pressure at home. No identifying patient data.",
      audience: "An adult patient with no medical knowledge.",
    },
    marketer: {
      name: "Marketing",
      role: "the digital marketing lead of a professional services firm",
      task: "Suggest five LinkedIn post ideas that present the service I describe.",
      context: "Service: AI process audits for professional firms. Goal: get meetings with firm partners.",
      audience: "Partners and directors of law and advisory firms.",
    },
    hr: {
      name: "Human resources",
      role: "an HR specialist in recruitment",
      task: "Write an e-mail telling the candidates who were not selected the outcome of the process.",
      context: "Hiring for an administrative role with 40 applications; five reached the final interview.",
      audience: "Candidates who attended the final interview.",
    },
    consultant: {
      name: "Consulting",
      role: "a strategy and digital transformation consultant",
      task: "Analyse the situation I describe and propose a three-phase action plan.",
      context: "A distribution company with 80 employees that wants to use AI in customer service and purchasing.",
      audience: "The company's management committee.",
    },
    architect: {
      name: "Architecture",
      role: "a building surveyor specialised in housing renovation",
      task: "Compare the facade insulation options for the building I describe.",
      context: "A 1975 block of flats in Madrid with an exposed brick facade and a tight budget.",
      audience: "The owners' association board.",
    },
  },
};
