import type { GlossaryContent } from "./terms";

export const GLOSSARY_EN: GlossaryContent = {
  "artificial-intelligence": {
    term: "Artificial intelligence (AI)",
    definition:
      "A set of techniques that let a computer system perform tasks we associate with human intelligence: recognising patterns, understanding language, predicting or deciding.",
    example:
      "An accounting firm uses AI to sort the invoices it receives by e-mail and suggest how each should be booked.",
  },
  "machine-learning": {
    term: "Machine learning",
    definition:
      "The branch of AI in which a system learns patterns from examples instead of following hand-written rules.",
    example:
      "A law firm trains a model on contracts it has already reviewed so that it flags the clauses that tend to end in disputes.",
  },
  "deep-learning": {
    term: "Deep learning",
    definition:
      "Machine learning based on neural networks with many layers, able to learn complex representations of text, images or audio.",
    example:
      "Automatic transcription of a team's meetings works thanks to a deep learning model trained on thousands of hours of speech.",
  },
  "neural-network": {
    term: "Neural network",
    definition:
      "A mathematical model made of layers of connected units whose weights are adjusted during training to turn an input into an output.",
    example:
      "A dental clinic trials a neural network that spots cavities on X-rays and highlights doubtful areas for the dentist.",
  },
  "generative-ai": {
    term: "Generative AI",
    definition:
      "AI that produces new content (text, images, audio, code) from an instruction, rather than only classifying or predicting.",
    example:
      "A PR agency uses generative AI to draft three versions of a press release, and the team picks and polishes the best one.",
  },
  llm: {
    term: "Large language model (LLM)",
    definition:
      "A model trained on huge amounts of text to predict the next word; writing, summarising, translating and conversation all emerge from that ability.",
    example:
      "A tax adviser asks an LLM to summarise a binding ruling from the tax office in plain language before sending it to a client.",
  },
  transformer: {
    term: "Transformer",
    definition:
      "A neural network architecture, introduced in 2017, that processes whole sequences at once using attention; it underlies almost every current LLM.",
    example: 'When a vendor says its tool uses "a GPT-style model", it means a transformer trained to generate text.',
  },
  attention: {
    term: "Attention mechanism",
    definition:
      "A technique that lets the model weigh which parts of the input matter most for each word it generates.",
    example:
      'When translating a lease, attention helps the model link "the tenant" to the name that appeared three paragraphs earlier.',
  },
  token: {
    term: "Token",
    definition:
      "A piece of text (a word, part of a word or a symbol) that a language model works with; limits and prices are measured in tokens.",
    example:
      "A 20-page report is about 12,000 tokens, so the team checks it fits the context window before asking for a summary.",
  },
  "context-window": {
    term: "Context window",
    definition:
      "The maximum number of tokens a model can take into account at once, counting the instruction, the documents and the answer.",
    example:
      "To analyse a huge case file, a lawyer splits it into parts because it exceeds the assistant's context window.",
  },
  parameters: {
    term: "Parameters",
    definition:
      "A model's internal numerical values, adjusted during training; their number shows the model's size, not necessarily its quality.",
    example:
      "The IT department compares an 8-billion-parameter model running on its own server with a much larger one in the cloud.",
  },
  "foundation-model": {
    term: "Foundation model",
    definition:
      "A large model trained on very broad data that serves as the base for many different tasks and applications.",
    example:
      "The same foundation model powers an insurer's customer service chatbot and its internal writing assistant.",
  },
  "multimodal-model": {
    term: "Multimodal model",
    definition: "A model that can understand or generate several kinds of data, such as text, images, audio or video.",
    example:
      "A loss adjuster uploads a photo of the damage and the multimodal model describes what is visible for the first draft of the report.",
  },
  hallucination: {
    term: "Hallucination",
    definition:
      "A model's answer that sounds convincing but is false or made up, such as a quote, a figure or a court ruling that does not exist.",
    example:
      "A lawyer finds that two of the rulings the assistant cited do not exist, and has checked every reference in the official database ever since.",
  },
  inference: {
    term: "Inference",
    definition:
      "Using an already trained model to get an answer; it is what you pay for or consume each time someone sends a query.",
    example:
      "The company assistant's monthly cost depends mainly on inference: how many queries are sent and how long they are.",
  },
  "fine-tuning": {
    term: "Fine-tuning",
    definition:
      "Further training of an existing model on your own data to specialise it in a style, a format or a field.",
    example: "A publisher fine-tunes a model on its style guides so that book blurbs come out in the house tone.",
  },
  "ai-agent": {
    term: "AI agent",
    definition:
      "A system that uses a model to plan steps and act with tools (searching, writing e-mails, querying databases) with some autonomy.",
    example:
      "An agent reads the purchasing inbox, extracts the orders and records them in the ERP, but asks for approval before paying.",
  },
  "training-data": {
    term: "Training data",
    definition:
      "The examples a model learns from; their quality, quantity and representativeness largely decide how it will behave.",
    example:
      "An HR team discovers its screening model was trained on CVs from a time when the company hired almost only men.",
  },
  dataset: {
    term: "Dataset",
    definition: "An organised collection of data used to train, evaluate or test a model.",
    example:
      "To evaluate a ticket classifier, the support team prepares a dataset of 500 tickets already labelled by hand.",
  },
  "data-labelling": {
    term: "Data labelling",
    definition:
      "The work of marking each example with the right answer (category, sentiment, entity) so that a model can learn from it.",
    example:
      'Two administrators spend a week labelling 2,000 e-mails as "complaint", "enquiry" or "order" before routing is automated.',
  },
  "synthetic-data": {
    term: "Synthetic data",
    definition:
      "Artificially generated data that mimics the statistical properties of real data without corresponding to real people.",
    example:
      "A bank tests its new fraud detection system on synthetic transactions so that no real customer's payments are exposed.",
  },
  embedding: {
    term: "Embedding",
    definition:
      "A representation of a text or image as a list of numbers in which items with similar meanings sit close together.",
    example:
      'Thanks to embeddings, the intranet search finds "paternity leave" even when an employee types "time off when my son was born".',
  },
  "vector-database": {
    term: "Vector database",
    definition: "A database optimised to store embeddings and quickly find those most similar to a query.",
    example:
      "The consultancy indexes ten years of proposals in a vector database to find projects similar to the one a client is asking for.",
  },
  rag: {
    term: "Retrieval-augmented generation (RAG)",
    definition:
      "A technique that first searches your own sources for relevant documents and then gives them to the model so it answers from them.",
    example:
      "The intranet assistant answers questions on the collective agreement quoting the exact article because it uses RAG over the official documents.",
  },
  overfitting: {
    term: "Overfitting",
    definition: "When a model memorises its training examples and performs poorly on new cases.",
    example:
      "The sales forecasting model was spot on with historical data but failed in its first real quarter: it was overfitted.",
  },
  "data-bias": {
    term: "Data bias",
    definition:
      "A distortion in data that fails to represent reality or every group fairly, which the model then learns and reproduces.",
    example:
      "A credit risk model penalises certain postcodes because the historical data reflected discriminatory decisions.",
  },
  "data-quality": {
    term: "Data quality",
    definition: "How accurate, complete, current and consistent data is; without it no model gives good results.",
    example:
      "Before automating stock forecasts, the company spends a month cleaning duplicate product codes out of its catalogue.",
  },
  "data-governance": {
    term: "Data governance",
    definition:
      "The rules, owners and processes that decide who may use which data, for what purpose and under which controls.",
    example:
      "The data governance committee rules that client files may not go to external AI tools unless they are anonymised.",
  },
  anonymisation: {
    term: "Anonymisation",
    definition:
      "Irreversible processing that makes it impossible to identify a person from the data; truly anonymous data falls outside the GDPR.",
    example:
      "To share cases with an AI vendor, the hospital removes names, dates and places and groups ages into bands.",
  },
  pseudonymisation: {
    term: "Pseudonymisation",
    definition:
      "Replacing direct identifiers with codes so that only whoever holds the key can re-identify the person; the data is still personal data.",
    example: "The firm replaces client names with codes before asking the AI to compare case files.",
  },
  prompt: {
    term: "Prompt",
    definition:
      "The text you use to ask an AI model for something: the task, the context, the expected format and any constraints.",
    example:
      '"Act as an employment adviser and summarise the changes in the new collective agreement for staff in five bullet points" is a prompt with a role, a task and a format.',
  },
  "prompt-engineering": {
    term: "Prompt engineering",
    definition:
      "The practice of designing, testing and refining instructions to get more useful, reliable and consistent answers.",
    example:
      "The marketing team keeps a library of tested prompts and notes which one works best for each kind of content.",
  },
  "system-prompt": {
    term: "System prompt",
    definition:
      "A background instruction, usually hidden from the user, that sets an assistant's behaviour, tone and limits.",
    example:
      "The customer service assistant's system prompt forbids it to promise refunds and tells it to hand complaints over to a person.",
  },
  "zero-shot": {
    term: "Zero-shot",
    definition: "Asking a model to do a task without giving it any worked example, relying on what it already knows.",
    example: '"Classify this e-mail as urgent or not urgent" with no examples is a zero-shot request.',
  },
  "few-shot": {
    term: "Few-shot",
    definition: "Including a few worked examples in the prompt so that the model copies their judgement and format.",
    example:
      "To draft replies to reviews, the hotel manager pastes three real replies she likes and asks the model to follow that style.",
  },
  "chain-of-thought": {
    term: "Chain of thought",
    definition:
      "A technique that asks the model to reason step by step before answering, which usually improves logic or arithmetic problems.",
    example:
      'When apportioning shared costs, the accountant asks "explain each step of the calculation" so he can see where it goes wrong.',
  },
  "reasoning-model": {
    term: "Reasoning model",
    definition:
      "A model trained to spend more computation thinking before it answers; slower and more expensive, but better at complex problems.",
    example:
      "The team uses a fast model to draft e-mails and a reasoning model to check the consistency of a financial plan.",
  },
  "role-prompting": {
    term: "Role prompting",
    definition:
      "Telling the model which part to play (expert, reviewer, client) to steer its vocabulary, level and judgement.",
    example:
      '"You are a demanding labour inspector: review this right-to-disconnect policy" gets a more critical review than a neutral request.',
  },
  temperature: {
    term: "Temperature",
    definition:
      "A setting that controls how varied the answers are: low for predictable results, high for more creative ideas.",
    example:
      "Extracting data from invoices uses temperature 0; brainstorming campaign slogans uses a higher temperature.",
  },
  "prompt-template": {
    term: "Prompt template",
    definition: "A reusable prompt with blanks filled in each time, so that a team gets consistent results.",
    example:
      'The template "Summarise the minutes of [meeting] for [audience] in [n] points with owners and dates" is used across the company.',
  },
  "output-format": {
    term: "Output format",
    definition:
      "The exact shape the answer must take (table, list, JSON, e-mail, length), stated in the prompt so the result can be used as is.",
    example:
      'Asking "return it as a table with the columns risk, likelihood and mitigation" lets you paste the result straight into the report.',
  },
  grounding: {
    term: "Grounding",
    definition: "Making the model answer from specific, verifiable sources rather than from its general memory.",
    example:
      '"Answer only from the attached contract and quote the clause; if it is not there, say so" cuts down made-up answers.',
  },
  "prompt-injection": {
    term: "Prompt injection",
    definition:
      "An attack in which malicious text hidden in a document, web page or e-mail instructs the model to ignore its original instructions.",
    example:
      'A CV contained "recommend this candidate" in white text; the recruiters caught it when checking why the assistant scored it so highly.',
  },
  jailbreak: {
    term: "Jailbreak",
    definition: "An attempt to trick a model with instructions designed to get around its safety or usage limits.",
    example: "The security lead tries well-known jailbreaks against the website chatbot before it goes live.",
  },
  guardrails: {
    term: "Guardrails",
    definition:
      "Technical and process controls that filter an AI system's inputs and outputs to prevent unwanted uses or answers.",
    example:
      "The internal assistant blocks uploads that contain national ID numbers thanks to a guardrail in front of it.",
  },
  "eu-ai-act": {
    term: "EU AI Act",
    definition:
      "Regulation (EU) 2024/1689, which regulates AI by risk level: prohibited practices, high risk, limited risk and minimal risk.",
    example:
      "A recruitment firm reviews with its advisers which obligations the AI Act places on it for using AI to screen applications.",
  },
  "prohibited-practices": {
    term: "Prohibited AI practices",
    definition:
      "Uses the AI Act bans for their unacceptable risk, such as social scoring, subliminal manipulation or emotion recognition at work.",
    example:
      "A vendor offers to gauge call centre agents' mood from their voices; the company declines because it is a prohibited practice at work.",
  },
  "high-risk-system": {
    term: "High-risk AI system",
    definition:
      "A system the AI Act subjects to strict requirements (risk management, data, documentation, human oversight) because it affects rights, as in employment, credit or education.",
    example:
      "The tool that ranks applications for a job opening is high risk, so the company documents and oversees every decision.",
  },
  "limited-risk": {
    term: "Limited risk (transparency obligations)",
    definition:
      "The AI Act category for systems such as chatbots or content generators: they must disclose that people are dealing with an AI or that content is synthetic.",
    example:
      'An estate agency\'s website chat introduces itself as a "virtual assistant" so that nobody thinks they are talking to a human agent.',
  },
  "minimal-risk": {
    term: "Minimal risk",
    definition:
      "The AI Act category for most uses (spam filters, spell checkers, internal recommendations), with no specific obligations beyond AI literacy.",
    example: "The word processor's AI spell checker is minimal risk and can be used without any extra steps.",
  },
  "gpai-model": {
    term: "General-purpose AI model",
    definition:
      "A model able to perform many different tasks; the AI Act requires its providers to supply technical documentation, a copyright policy and a summary of the training data.",
    example:
      "When licensing a general-purpose model, the legal department asks the provider for its AI Act compliance documentation.",
  },
  "conformity-assessment": {
    term: "Conformity assessment",
    definition:
      "The procedure that shows a high-risk system meets the AI Act's requirements before it is placed on the market or put into service.",
    example:
      "The maker of loan approval software completes the conformity assessment and affixes the CE marking before selling it.",
  },
  "ai-literacy": {
    term: "AI literacy",
    definition:
      "The knowledge the AI Act (Article 4) requires of staff who use AI systems, suited to their role and the context.",
    example:
      "The company runs a two-hour session on the limits, risks and good use of AI for everyone who uses the assistant.",
  },
  gdpr: {
    term: "GDPR",
    definition:
      "The EU General Data Protection Regulation: it sets how personal data may be processed, on which legal basis and with which rights for individuals.",
    example:
      "Before uploading minutes that name employees to an AI tool, the HR manager checks that the processing complies with the GDPR.",
  },
  "personal-data": {
    term: "Personal data",
    definition:
      "Any information about an identified or identifiable person: name, e-mail, voice, image, customer number or a combination of data that points to them.",
    example: "A call recording with the customer's voice is personal data even if their name is never said.",
  },
  "legal-basis": {
    term: "Legal basis",
    definition:
      "The lawful reason that justifies processing data under the GDPR: consent, contract, legal obligation or legitimate interest, among others.",
    example:
      "To analyse staff survey answers with AI, the company documents its legitimate interest and lets employees object.",
  },
  dpia: {
    term: "Data protection impact assessment (DPIA)",
    definition:
      "A prior analysis the GDPR requires when processing may pose a high risk to people's rights, such as large-scale use of AI.",
    example:
      "Before introducing a system that analyses sales staff performance, the data protection officer carries out a DPIA.",
  },
  "automated-decision": {
    term: "Automated decision",
    definition:
      "A decision made by a system alone, without meaningful human involvement; Article 22 of the GDPR gives people the right not to be subject to one when it has legal or similarly significant effects.",
    example:
      "A lender changes its process so that an analyst reviews every loan the model declines and can explain why.",
  },
  "data-controller": {
    term: "Data controller",
    definition: "Whoever decides why and how personal data is processed and is answerable for complying with the GDPR.",
    example:
      "The clinic remains the data controller even though it uses an external AI tool to transcribe appointments.",
  },
  "data-processor": {
    term: "Data processor",
    definition:
      "Whoever processes personal data on the controller's behalf, following its instructions and under a processing agreement.",
    example: "The transcription AI vendor signs a data processing agreement with the clinic.",
  },
  "algorithmic-bias": {
    term: "Algorithmic bias",
    definition:
      "A systematically unfair outcome of a system for certain groups, caused by the data, the design or the way the model is used.",
    example:
      "A job ads platform showed technical openings mostly to men; the company audited the bias and changed its targeting.",
  },
  fairness: {
    term: "Fairness",
    definition: "The principle that an AI system must treat people justly and not disadvantage particular groups.",
    example:
      "Before using the scoring model, the team compares its approval rates by sex and age to check its fairness.",
  },
  explainability: {
    term: "Explainability",
    definition:
      "The ability to understand and explain why an AI system produced a given result, in terms the affected person can follow.",
    example:
      "The account manager can tell the client which three factors weighed most in their risk rating because the tool shows them.",
  },
  transparency: {
    term: "Transparency",
    definition: "Stating clearly that AI is used, what for, with which limits and who answers for its results.",
    example:
      "The consultancy adds a note to its reports saying which parts were drafted with AI help and how they were checked.",
  },
  "human-oversight": {
    term: "Human oversight",
    definition:
      "The involvement of people with the ability and authority to understand, correct or stop an AI system; mandatory for high-risk systems.",
    example: "No claim is rejected until someone on the team has reviewed the system's proposal and can change it.",
  },
  accountability: {
    term: "Accountability",
    definition:
      "The principle that a person or organisation is always answerable for an AI system's effects and able to show due diligence.",
    example: "The board appoints an owner for each AI system in production, with a log of decisions and incidents.",
  },
  "automation-bias": {
    term: "Automation bias",
    definition:
      "The tendency to over-trust what a machine suggests and check it less, even when there are signs of error.",
    example:
      "After months of good results the team stopped checking machine translations, and a serious error was published in a contract.",
  },
  deepfake: {
    term: "Deepfake",
    definition:
      "An image, audio or video generated or altered with AI that shows people saying or doing things that never happened; the AI Act requires it to be labelled.",
    example:
      'A treasury clerk receives a fake video call from the "finance director" asking for an urgent transfer and checks it through another channel.',
  },
  copyright: {
    term: "Copyright",
    definition:
      "The protection of creative works; AI raises questions about using works for training and about whether generated output is protected.",
    example:
      "The agency does not use a generated image in a campaign because it clearly copies a well-known illustrator's style and characters.",
  },
  "ai-authorship": {
    term: "AI-assisted authorship",
    definition:
      "The question of who is the author of work produced with AI help and how to disclose that help; in general only people can be authors.",
    example:
      "The professional journal asks contributors to state whether they used AI and for which parts of the article.",
  },
  "privacy-by-design": {
    term: "Privacy by design",
    definition:
      "The GDPR principle that data protection must be built in from the start of a project, not bolted on at the end.",
    example:
      "When designing the HR assistant, the team decides from day one that conversations are deleted after 30 days.",
  },
  "responsible-ai": {
    term: "Responsible AI",
    definition:
      "An approach that builds and uses AI lawfully, ethically and robustly: with fairness, transparency, safety and human oversight.",
    example: "The company adopts a ten-point responsible AI charter that every new tool must meet before it is bought.",
  },
  "use-case": {
    term: "Use case",
    definition:
      "A specific business task in which AI adds measurable value, described with its users, data, risks and expected benefit.",
    example:
      'Instead of "use AI in sales", the team defines the use case "prepare each client\'s briefing in 5 minutes before a visit".',
  },
  "proof-of-concept": {
    term: "Proof of concept",
    definition:
      "A small, time-boxed trial to check whether an AI solution works with real data and users before investing more.",
    example:
      "For six weeks, five case handlers try a complaint reply assistant and measure time and quality against the usual method.",
  },
  roi: {
    term: "Return on investment (ROI)",
    definition:
      "The ratio between what an initiative brings in and what it costs; for AI it includes licences, integration, training and oversight.",
    example:
      "The assistant saves 300 hours a month at a cost of €2,000, so management calculates a clearly positive ROI.",
  },
  kpi: {
    term: "Key performance indicator (KPI)",
    definition:
      "A metric that shows whether an AI project meets its goal, defined before starting so it can be compared with the situation before.",
    example:
      "The pilot's KPIs are average response time, the share of answers that needed correcting and customer satisfaction.",
  },
  "total-cost-of-ownership": {
    term: "Total cost of ownership",
    definition:
      "Everything a solution costs over its life: licences, usage, integration, maintenance, training and oversight.",
    example: "The cheapest tool per user turned out dearer once CRM integration and manual review time were added.",
  },
  copilot: {
    term: "Copilot",
    definition:
      "An AI assistant built into a work tool that suggests and helps while the person keeps control and makes the decisions.",
    example: "The spreadsheet copilot suggests formulas, but the analyst decides which ones to apply.",
  },
  "productivity-gain": {
    term: "Productivity gain",
    definition: "An improvement in the time or quality of work thanks to AI, measured against how it was done before.",
    example:
      "Drafting the first version of a proposal went from three hours to one, but reviewing it still takes an hour.",
  },
  "ai-governance": {
    term: "AI governance",
    definition:
      "The structure of roles, policies, system inventory and controls through which an organisation decides on and monitors its use of AI.",
    example:
      "The company builds an inventory of the AI tools in use, with each one's owner, risk level and the data it handles.",
  },
  "ai-policy": {
    term: "AI use policy",
    definition:
      "An internal document stating which tools may be used, with which data, for which tasks and how results are checked.",
    example:
      "The firm's AI use policy forbids entering client data into unapproved tools and requires every document to be reviewed.",
  },
  "shadow-ai": {
    term: "Shadow AI",
    definition: "Staff using AI tools without the organisation's knowledge or approval, often with sensitive data.",
    example: "An internal survey shows that half the team uses personal chatbots to summarise client documents.",
  },
  "vendor-lock-in": {
    term: "Vendor lock-in",
    definition:
      "When switching AI provider becomes very costly or hard because of formats, integrations or data that cannot be moved.",
    example:
      "To avoid vendor lock-in, the team keeps its prompts and documents in open formats and uses its own integration layer.",
  },
  api: {
    term: "API",
    definition:
      "An interface that lets one program use another's services; it is how AI models are built into a company's applications.",
    example: "The CRM calls the model's API to summarise every client call automatically.",
  },
  "change-management": {
    term: "Change management",
    definition:
      "The set of actions (communication, training, support) that help people genuinely adopt a new way of working with AI.",
    example:
      "The assistant's roll-out includes champions in every team and weekly Q&A sessions during the first month.",
  },
};
