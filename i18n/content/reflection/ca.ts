import type { ReflectionContent } from "./themes";

export const REFLECTION_CA: ReflectionContent = {
  "daily-use": {
    title: "El meu ús diari de la IA",
    description: "Per a què fas servir la IA a la feina i què vols que continuï sent teu.",
    questions: {
      tasks: "Per a quines tasques concretes has fet servir la IA aquesta setmana?",
      time: "On t'ha estalviat temps de debò i on te n'ha fet perdre?",
      "keep-human": "Quina part de la teva feina vols continuar fent sense IA, i per què?",
    },
  },
  quality: {
    title: "Qualitat i verificació",
    description: "Com comproves el que produeix la IA abans que arribi a altres persones.",
    questions: {
      "last-error": "Pensa en l'últim error de la IA que vas detectar. Com el vas descobrir?",
      checks: "Què comproves sempre abans de fer servir o enviar un resultat de la IA?",
      trust: "En quines tasques confies massa en la IA? Quin senyal t'avisaria?",
    },
  },
  "ethics-clients": {
    title: "Ètica, dades i clients",
    description: "Quina informació comparteixes amb la IA i què expliques a qui rep la teva feina.",
    questions: {
      data: "Quines dades de clients o de la teva organització has introduït en eines d'IA? Estaven aprovades?",
      disclosure: "Quan dius a un client o al teu equip que has fet servir IA? Quan no, i per què?",
      line: "Quin ús de la IA no faries mai en la teva professió?",
    },
  },
  skills: {
    title: "Aprenentatge i competències",
    description: "Què estàs aprenent i què et falta per fer servir millor la IA.",
    questions: {
      learned: "Què has après aquest mes sobre com demanar coses a la IA?",
      gap: "Quina competència et falta per treure'n més partit amb seguretat?",
      "next-step": "Quin petit pas faràs la setmana que ve per millorar?",
    },
  },
};
