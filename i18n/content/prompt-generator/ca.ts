import type { PromptGeneratorContent } from "./templates";

export const PROMPT_GENERATOR_CA: PromptGeneratorContent = {
  headings: {
    role: "Rol",
    task: "Tasca",
    context: "Context",
    audience: "Públic",
    format: "Format de la resposta",
    tone: "To",
    examples: "Exemples",
    checks: "Abans de respondre",
  },
  rolePrefix: "Actua com a",
  checks: [
    "Si et falta informació imprescindible, fes-me preguntes abans de respondre.",
    "Indica els supòsits que facis i separa els fets de les opinions.",
    "No inventis dades, xifres, normes ni referències; si no n'estàs segur, digues-ho.",
  ],
  formats: {
    free: {
      label: "Lliure",
      instruction: "Organitza la resposta com millor serveixi a la tasca, amb títols si ajuden a llegir-la.",
    },
    bullets: {
      label: "Llista de punts",
      instruction: "Respon amb una llista de punts breus, ordenats de més a menys important.",
    },
    table: {
      label: "Taula",
      instruction: "Respon amb una taula de columnes clares i, a sota, una conclusió de dues frases.",
    },
    steps: { label: "Passos numerats", instruction: "Respon amb passos numerats, cadascun amb una acció concreta." },
    email: {
      label: "Correu electrònic",
      instruction: "Respon amb un correu a punt per enviar: assumpte, salutació, cos i comiat.",
    },
    report: {
      label: "Informe",
      instruction: "Respon amb un informe: resum executiu, anàlisi, riscos i recomanacions.",
    },
  },
  tones: {
    professional: { label: "Professional", instruction: "Fes servir un to professional, clar i directe." },
    friendly: { label: "Proper", instruction: "Fes servir un to proper i amable, sense perdre la precisió." },
    formal: { label: "Formal", instruction: "Fes servir un to formal i prudent, amb vocabulari precís." },
    persuasive: {
      label: "Persuasiu",
      instruction: "Fes servir un to persuasiu, amb beneficis concrets i una crida a l'acció.",
    },
    didactic: {
      label: "Didàctic",
      instruction: "Fes servir un to didàctic: explica pas a pas i amb exemples senzills.",
    },
  },
  lengths: {
    short: { label: "Breu", instruction: "Extensió: breu, unes 150 paraules com a màxim." },
    medium: { label: "Mitjana", instruction: "Extensió: mitjana, entre 300 i 500 paraules." },
    long: { label: "Extensa", instruction: "Extensió: completa, fins a 1.000 paraules si la tasca ho requereix." },
  },
  templates: {
    lawyer: {
      name: "Advocacia",
      role: "advocada especialista en dret laboral amb 15 anys d'experiència",
      task: "Resumeix la sentència que t'enganxo a continuació i explica què significa per al meu client.",
      context:
        "El client és una pime que ha acomiadat un treballador per causes objectives. Enganxaré el text de la sentència a sota.",
      audience: "El gerent de l'empresa, sense formació jurídica.",
    },
    accountant: {
      name: "Assessoria comptable",
      role: "assessor fiscal i comptable de pimes a Espanya",
      task: "Explica les diferències entre tributar com a autònom i com a societat limitada per al cas que descric.",
      context: "Professional independent amb uns ingressos de 60.000 € l'any i despeses deduïbles d'uns 10.000 €.",
      audience: "Un client que no coneix la terminologia fiscal.",
    },
    teacher: {
      name: "Docència",
      role: "professor de secundària expert en metodologies actives",
      task: "Dissenya una sessió de 50 minuts per introduir el tema que indico.",
      context: "Tema: el canvi climàtic. Grup de 25 alumnes de 3r d'ESO amb nivells diversos.",
      audience: "Un altre docent que impartirà la sessió.",
    },
    doctor: {
      name: "Medicina",
      role: "metgessa d'atenció primària",
      task: "Redacta una explicació per al pacient sobre el diagnòstic i les pautes que indico.",
      context:
        "Diagnòstic: hipertensió arterial lleu. Pautes: dieta baixa en sal, exercici i control de la tensió a casa. Sense dades identificatives del pacient.",
      audience: "Un pacient adult sense coneixements mèdics.",
    },
    marketer: {
      name: "Màrqueting",
      role: "responsable de màrqueting digital d'una empresa de serveis professionals",
      task: "Proposa cinc idees de publicacions per a LinkedIn que presentin el servei que descric.",
      context:
        "Servei: auditoria de processos amb IA per a despatxos professionals. Objectiu: aconseguir reunions amb socis de despatxos.",
      audience: "Socis i directors de despatxos d'advocats i assessories.",
    },
    hr: {
      name: "Recursos humans",
      role: "tècnica de recursos humans especialitzada en selecció",
      task: "Redacta un correu per comunicar als candidats no seleccionats el resultat del procés.",
      context: "Procés per a un lloc d'administratiu amb 40 candidatures; cinc van arribar a l'entrevista final.",
      audience: "Candidats que van fer l'entrevista final.",
    },
    consultant: {
      name: "Consultoria",
      role: "consultor d'estratègia i transformació digital",
      task: "Analitza la situació que descric i proposa un pla d'acció en tres fases.",
      context:
        "Empresa de distribució de 80 treballadors que vol fer servir IA en l'atenció al client i en les compres.",
      audience: "El comitè de direcció de l'empresa.",
    },
    architect: {
      name: "Arquitectura",
      role: "arquitecta tècnica especialitzada en rehabilitació d'habitatges",
      task: "Compara les opcions d'aïllament de façana per a l'edifici que descric.",
      context: "Edifici d'habitatges de 1975 a Barcelona, façana de maó vist, pressupost ajustat.",
      audience: "La junta de la comunitat de propietaris.",
    },
  },
};
