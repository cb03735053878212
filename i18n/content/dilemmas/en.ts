import type { DilemmaContent } from "./scenarios";

export const DILEMMAS_EN: DilemmaContent = {
  "hr-review-notes": {
    title: "Appraisal notes in a chatbot",
    scenario:
      "You are the HR manager and have 40 performance review notes with names, sick leave and personal remarks. A free chatbot would summarise them in minutes for tomorrow's meeting.",
    options: [
      {
        label: "Paste the notes as they are into the free chatbot",
        consideration:
          "You save hours, but you send health data and personal assessments to a third party with no processing agreement or safeguards; they could be kept or used for training.",
      },
      {
        label: "Pseudonymise them, remove the health data and use the company's approved tool",
        consideration:
          "You keep most of the time saved with minimal data and a contracted provider; it takes some preparation first.",
      },
      {
        label: "Use no AI for these notes and summarise them by hand",
        consideration:
          "The most protective option, but it gives up help that could be used safely and leaves you less time to prepare the meeting.",
      },
    ],
    principle:
      "GDPR: data minimisation (Art. 5), special categories such as health (Art. 9) and a contract with the processor (Art. 28). Using an uncontracted tool with staff data is processing without safeguards.",
  },
  "sales-call-analytics": {
    title: "Analysing the tone of sales calls",
    scenario:
      "The sales director proposes recording every call and having an AI detect the emotions of sales staff and clients to score each salesperson every month.",
    options: [
      {
        label: "Roll it out to the whole team and mention it in the privacy policy",
        consideration:
          "It gives management plenty of data, but detecting employees' emotions is prohibited and scoring them this way affects their jobs with little transparency.",
      },
      {
        label:
          "Drop emotion detection; analyse only client topics and objections, inform everyone clearly and run a DPIA first",
        consideration:
          "It keeps the commercial value (knowing what clients ask) while respecting the law and staff rights; it takes more design work.",
      },
      {
        label: "Trial it only with volunteers and with no effect on their appraisal",
        consideration:
          "It reduces the impact, but an employee's consent is rarely free and emotion recognition is still prohibited at work.",
      },
    ],
    principle:
      "AI Act, Art. 5: emotion recognition in the workplace is a prohibited practice (except for medical or safety reasons). The GDPR also requires informing staff and assessing the impact before monitoring them.",
  },
  "cv-screening-gaps": {
    title: "CV screening and career breaks",
    scenario:
      "Your recruitment tool ranks applications. Reviewing the results, you notice that people with career breaks (mostly women after maternity leave) consistently end up at the bottom.",
    options: [
      {
        label: "Keep using it: a person makes the final decision anyway",
        consideration:
          "It is convenient, but the reviewer only sees the top of the list: the bias has already decided for them. The oversight is nominal.",
      },
      {
        label: "Pause it, measure outcomes by group, ask the vendor for explanations and review by hand meanwhile",
        consideration:
          "This is what a high-risk system calls for: it slows hiring, but it protects candidates and the company.",
      },
      {
        label: "Remove the career-break field and carry on",
        consideration:
          "It looks like a quick fix, but other variables (years of experience, dates) can still act as proxies. Without measuring, you do not know if it works.",
      },
    ],
    principle:
      "AI Act, Annex III: recruitment systems are high risk. Deployers must ensure effective human oversight, monitor how the system works and report risks to the provider (Art. 26).",
  },
  "loan-rejection": {
    title: '"The system decided"',
    scenario:
      "You work at a lender. The scoring model automatically declines a loan for a small business that has been a client for ten years. The client asks why.",
    options: [
      {
        label: "Reply that the system decided and nothing can be done",
        consideration:
          "It saves time, but leaves the client with no explanation or route to a review and damages a ten-year relationship.",
      },
      {
        label: "Have an analyst review the case, explain the main factors and let the client provide more information",
        consideration:
          "It honours the right to human intervention and to contest; it needs someone who understands the model and has the authority to change the decision.",
      },
      {
        label: "Approve the loan, overriding the model because of the client's history",
        consideration:
          "It repairs the relationship, but replaces an opaque criterion with an arbitrary one and may treat other clients unequally.",
      },
    ],
    principle:
      "GDPR, Art. 22: the right not to be subject to solely automated decisions with significant effects, and to obtain human intervention, express one's view and contest the decision. The AI Act treats creditworthiness assessment of individuals as high risk.",
  },
  "human-like-chatbot": {
    title: "The chatbot with a name and a photo",
    scenario:
      'Marketing has found that customers rate the website chat higher when they think they are talking to a person. They propose calling it "Laura", with a photo, and not mentioning it is an AI.',
    options: [
      {
        label: 'Use the "Laura" persona without saying it is an AI',
        consideration:
          "It may lift satisfaction in the short term, but it deceives customers and breaches a legal transparency obligation.",
      },
      {
        label: "Keep a friendly name, but state clearly that it is a virtual assistant and offer to talk to a person",
        consideration:
          "It respects customers and the law; some ratings will drop, but trust is earned through honesty.",
      },
      {
        label: "Say so only if the customer asks",
        consideration:
          "It looks like a compromise, but the duty is to inform up front: anyone who does not ask is still deceived.",
      },
    ],
    principle:
      "AI Act, Art. 50 (limited risk): systems that interact with people must tell them they are dealing with an AI, unless it is obvious.",
  },
  "ai-drafted-report": {
    title: "The AI-drafted report",
    scenario:
      "You are a consultant. A market report that used to take you 30 hours took 8 with AI, checking data and sources. The client pays by the hour.",
    options: [
      {
        label: "Bill the usual 30 hours and not mention AI",
        consideration:
          "It maximises this job's income, but bills work that was not done and hides a method that matters to the client.",
      },
      {
        label: "Explain that you used AI and how you checked the result, and adjust the invoice to the value delivered",
        consideration:
          "It builds trust and opens a conversation about value-based pricing; it reduces the income from this report.",
      },
      {
        label: "Bill the real hours and mention AI only if the client asks",
        consideration:
          "The invoice is honest, but the client does not know how a report they will base decisions on was produced.",
      },
    ],
    principle:
      "Professional codes of conduct: honest billing, transparency about methods that affect the engagement, and personal responsibility for the work delivered, whoever or whatever drafted it.",
  },
  "journal-article": {
    title: "The article for the professional journal",
    scenario:
      "AI wrote the first draft of your article for your professional body's journal; you rewrote it thoroughly and checked every fact. The journal asks authors to declare AI use.",
    options: [
      {
        label: "Declare nothing: you rewrote it yourself",
        consideration:
          "It avoids questions, but breaks an explicit journal rule and may cost you credibility if it comes out.",
      },
      {
        label: "Declare the AI use, which parts and how you checked them, and sign as sole author",
        consideration: "It is transparent and keeps responsibility where it belongs: with the person who signs.",
      },
      {
        label: "List the AI as co-author",
        consideration:
          "It looks very transparent, but an AI cannot take responsibility for the text; editorial rules do not accept it as an author.",
      },
    ],
    principle:
      "Publication ethics (guidance such as COPE's and professional bodies' codes): AI cannot be an author because it cannot answer for the work; its use must be declared.",
  },
  "illustrator-style": {
    title: 'The image "in the style of"',
    scenario:
      "Your agency has generated a campaign image with AI. The client loves it, but it clearly reproduces the style and recognisable characters of a well-known illustrator.",
    options: [
      {
        label: "Use it: whatever AI generates is free to use",
        consideration:
          "It saves time and money, but exposes the client to claims and exploits a creator's work without credit or payment.",
      },
      {
        label: "Drop it and commission an original piece, or work with the illustrator",
        consideration:
          "It costs more and delays the campaign, but respects intellectual property and the client's reputation.",
      },
      {
        label: "Use it after changing a few details",
        consideration:
          "It reduces the surface resemblance, but if the characters are still recognisable the legal and ethical risk remains.",
      },
    ],
    principle:
      "Copyright: recognisable characters and works are protected even when an AI does the copying. The AI Act requires general-purpose model providers to have a copyright policy, but responsibility for what is published lies with whoever uses it.",
  },
  "admin-team-automation": {
    title: "Automating the admin team",
    scenario:
      "A pilot shows that AI can handle 40% of the admin team's tasks. Management wants your proposal by next week.",
    options: [
      {
        label: "Propose cutting the team by 40% straight away",
        consideration:
          "It saves costs quickly, but rests on a pilot, ignores the review work AI still needs and breaks the trust of the rest of the staff.",
      },
      {
        label: "Redesign roles, train the team, inform employee representatives and decide after a gradual roll-out",
        consideration:
          "It captures the savings sustainably and lawfully; it is slower and requires managing the change.",
      },
      {
        label: "Keep the savings quiet to protect jobs",
        consideration:
          "It protects the team in the short term, but withholds relevant information from management and compromises your professional responsibility.",
      },
    ],
    principle:
      "Professional codes and employment law: in Spain, the Workers' Statute (Art. 64.4.d) requires informing the works council of algorithms that affect working conditions. The AI Act (Art. 26.7) requires informing staff before using high-risk systems at work.",
  },
  "remote-work-monitoring": {
    title: "The productivity tool for remote work",
    scenario:
      "A vendor offers an AI that scores remote workers' productivity from keystrokes, screenshots and emotion analysis through the webcam.",
    options: [
      {
        label: "Roll it out with every feature",
        consideration:
          "It promises total control, but includes a prohibited practice and disproportionate surveillance that destroys trust.",
      },
      {
        label: "Reject emotion detection and screenshots; measure workload in aggregate, telling staff beforehand",
        consideration:
          "It gives useful data for organising work without invading privacy; it gives up rating each person minute by minute.",
      },
      {
        label: "Roll it out, but let only managers see the results",
        consideration:
          "It limits who sees the data, but does not change the fact that collecting it is unlawful and disproportionate.",
      },
    ],
    principle:
      "AI Act, Art. 5(1)(f): emotion recognition in the workplace is prohibited. The GDPR requires monitoring to be necessary, proportionate and known to staff.",
  },
  "case-file-chatbot": {
    title: "The client's file and the free chatbot",
    scenario:
      "You are a lawyer preparing an urgent defence. It would help to paste the whole case file, with personal data about the client and third parties, into a free chatbot.",
    options: [
      {
        label: "Paste the whole file",
        consideration:
          "It is the quickest, but it breaches professional secrecy: the provider may keep or reuse the information.",
      },
      {
        label:
          "Use the firm's approved tool, with a contract and no training on your data, and include only what is essential",
        consideration:
          "You benefit from AI with safeguards and minimise the data; it depends on the firm having vetted its tools beforehand.",
      },
      {
        label: "Ask the client's permission and then use the free chatbot",
        consideration:
          "Telling the client is right, but their permission does not remove the risks to third parties or the provider's lack of safeguards.",
      },
    ],
    principle:
      "Legal professional codes of conduct: professional secrecy requires protecting client information whatever the tool. The GDPR (Art. 28) requires a contract with anyone processing data on the firm's behalf.",
  },
  "meeting-note-taker": {
    title: "The meeting note-taker",
    scenario:
      "Your AI assistant joins your video calls automatically, transcribes them and sends the summary to every invitee. In the last one, a client discussed a confidential merger.",
    options: [
      {
        label: "Leave it as it is: it is very handy",
        consideration:
          "It saves work, but records without warning and distributes confidential information to people who perhaps should not receive it.",
      },
      {
        label:
          "Set it to announce itself and ask for agreement at the start, review the summary before sending and limit the recipients",
        consideration: "It keeps the benefit with transparency and control; it adds a review step to each meeting.",
      },
      {
        label: "Switch it off for this client only",
        consideration:
          "It solves this case, but the problem will recur with other clients and equally sensitive information.",
      },
    ],
    principle:
      "GDPR: people must know they are being recorded and why (Arts. 12–13), and data must not be shared beyond what is necessary. Confidentiality agreements with the client are binding too.",
  },
};
