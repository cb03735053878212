import type { TrainingContent } from "./shape";

export const TRAINING_CA: TrainingContent = {
  modules: {
    foundations: {
      title: "Fonaments de la IA generativa",
      objectives: [
        "Explicar què és un model de llenguatge i per què s'equivoca.",
        "Distingir les tasques en què la IA ajuda de les que no.",
      ],
      activities: [
        "Repassar els termes clau i comentar-los en grup.",
        "Provar una eina d'IA amb {example} i anotar encerts i errors.",
      ],
    },
    prompting: {
      title: "Escriure bones instruccions (prompts)",
      objectives: [
        "Estructurar un prompt amb rol, tasca, context i format.",
        "Iterar un prompt fins a obtenir un resultat útil.",
      ],
      activities: [
        "Reescriure tres prompts reals de l'equip amb l'estructura completa.",
        "Crear una plantilla de prompt per a {example}.",
      ],
    },
    verification: {
      title: "Verificar resultats i evitar al·lucinacions",
      objectives: [
        "Detectar dades, cites i xifres inventades.",
        "Aplicar una llista de comprovació abans de fer servir un resultat.",
      ],
      activities: [
        "Revisar en parelles un text generat amb errors amagats.",
        "Redactar la llista de comprovació de l'equip per a {example}.",
      ],
    },
    writing: {
      title: "Redacció i comunicació amb IA",
      objectives: [
        "Fer servir la IA per a esborranys, resums i canvis de to.",
        "Mantenir la veu pròpia i l'exactitud del contingut.",
      ],
      activities: [
        "Generar i editar un esborrany per a {example}.",
        "Comparar un text propi amb la seva versió millorada per la IA.",
      ],
    },
    analysis: {
      title: "Anàlisi de documents i dades",
      objectives: [
        "Extreure la informació clau de documents llargs.",
        "Demanar a la IA comparacions i taules verificables.",
      ],
      activities: [
        "Resumir un document de treball i comprovar cada dada amb l'original.",
        "Construir una taula comparativa per a {example}.",
      ],
    },
    automation: {
      title: "Automatitzar tasques repetitives",
      objectives: [
        "Identificar tasques repetitives que la IA pot accelerar.",
        "Mesurar el temps estalviat sense perdre qualitat.",
      ],
      activities: [
        "Llistar les deu tasques més repetides de la setmana i triar-ne dues.",
        "Dissenyar un flux amb IA per a {example} i cronometrar-lo.",
      ],
    },
    "data-privacy": {
      title: "Dades, privadesa i RGPD",
      objectives: [
        "Saber quines dades no s'han d'introduir en eines externes.",
        "Aplicar el RGPD a l'ús d'IA amb dades personals.",
      ],
      activities: [
        "Classificar exemples de dades en permeses, amb cautela i prohibides.",
        "Anonimitzar un cas real abans de fer-lo servir per a {example}.",
      ],
    },
    "ai-act": {
      title: "La Llei d'IA de la UE a la pràctica",
      objectives: [
        "Conèixer els nivells de risc i les obligacions que afecten l'equip.",
        "Complir l'obligació d'alfabetització en IA.",
      ],
      activities: [
        "Classificar els usos d'IA de l'equip per nivell de risc.",
        "Decidir quan informar els clients de l'ús d'IA en {example}.",
      ],
    },
    "use-cases": {
      title: "Identificar i prioritzar casos d'ús",
      objectives: ["Detectar oportunitats d'IA amb impacte mesurable.", "Prioritzar-les per impacte i esforç."],
      activities: [
        "Completar el checklist de maduresa en IA i comentar el resultat.",
        "Omplir un llenç de cas d'ús per a {example}.",
      ],
    },
    "leading-change": {
      title: "Liderar l'adopció de la IA a l'equip",
      objectives: ["Comunicar què canvia i què no amb la IA.", "Acompanyar l'equip amb referents i seguiment."],
      activities: [
        "Preparar el missatge de llançament per a l'equip.",
        "Planificar els primers 90 dies a partir de {example}.",
      ],
    },
    ethics: {
      title: "Ètica professional i ús responsable",
      objectives: [
        "Reconèixer dilemes ètics de l'ús d'IA en la professió.",
        "Decidir amb criteri quan no fer servir la IA.",
      ],
      activities: [
        "Debatre dos dilemes reals de la professió.",
        "Escriure una reflexió sobre els límits de l'ús d'IA en {example}.",
      ],
    },
  },
  roles: {
    legal: { name: "Advocacia i assessoria jurídica", example: "el resum d'una sentència" },
    finance: { name: "Finances i comptabilitat", example: "l'anàlisi d'uns comptes trimestrals" },
    education: { name: "Educació i formació", example: "la preparació d'una classe" },
    health: { name: "Salut", example: "una explicació per a un pacient" },
    marketing: { name: "Màrqueting i comunicació", example: "una campanya a les xarxes socials" },
    hr: { name: "Recursos humans", example: "una oferta de feina" },
    consulting: { name: "Consultoria", example: "l'informe per a un client" },
    management: { name: "Direcció i gestió", example: "l'informe mensual de direcció" },
    general: { name: "Perfil general", example: "un correu habitual de feina" },
  },
  levels: { beginner: "Inicial", intermediate: "Intermedi", advanced: "Avançat" },
  goals: {
    productivity: "Guanyar productivitat",
    writing: "Redactar i comunicar millor",
    analysis: "Analitzar documents i dades",
    compliance: "Complir la normativa (RGPD, Llei d'IA)",
    leadership: "Liderar l'adopció de la IA",
  },
  apps: {
    glossary: "Glossari d'IA",
    quiz: "Qüestionari d'IA",
    dilemmas: "Dilemes d'IA",
    promptCoach: "Prompt Coach",
    reflection: "Reflexió IA",
    promptGenerator: "Generador de prompts",
    strategyKit: "Kit d'estratègia IA",
    maturityChecklist: "Checklist de maduresa en IA",
  },
};
