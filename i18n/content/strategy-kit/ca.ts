import type { StrategyContent } from "./shape";

export const STRATEGY_CA: StrategyContent = {
  canvas: {
    name: { label: "Nom del cas d'ús", hint: "Breu i concret. Exemple: resums de sentències." },
    problem: { label: "Problema", hint: "Què fa mal avui: temps, errors, cost o experiència del client." },
    solution: { label: "Solució amb IA", hint: "Què farà la IA i què continuarà fent una persona." },
    data: { label: "Dades necessàries", hint: "Quines dades fa servir, d'on surten i si inclouen dades personals." },
    users: { label: "Usuaris", hint: "Qui el farà servir i qui revisarà els resultats." },
    benefit: { label: "Benefici esperat", hint: "Com sabràs que funciona: una xifra mesurable." },
  },
  quadrants: {
    "quick-win": {
      name: "Victòries ràpides",
      advice: "Molt impacte i poc esforç: comença per aquí els primers 30 dies.",
    },
    "major-project": {
      name: "Projectes estratègics",
      advice: "Molt impacte i molt esforç: planifica'ls per fases amb patrocini.",
    },
    "fill-in": { name: "Millores menors", advice: "Poc impacte i poc esforç: fes-les quan hi hagi buits." },
    avoid: { name: "Descartar de moment", advice: "Poc impacte i molt esforç: avui no compensen." },
  },
  phases: {
    "days-1-30": {
      name: "Dies 1–30",
      focus: "Preparar: política d'ús, formació bàsica i un pilot de victòria ràpida.",
    },
    "days-31-60": {
      name: "Dies 31–60",
      focus: "Provar: mesurar el pilot, ajustar el procés i preparar el cas següent.",
    },
    "days-61-90": {
      name: "Dies 61–90",
      focus: "Consolidar: estendre el que funciona i decidir els projectes estratègics.",
    },
  },
  aiActClasses: {
    minimal: {
      name: "Risc mínim",
      description: "Sense obligacions específiques: filtres de correu brossa, correctors, ajuda a la redacció interna.",
    },
    limited: {
      name: "Risc limitat",
      description: "Obligacions de transparència: avisar que es parla amb una IA o que un contingut està generat.",
    },
    high: {
      name: "Alt risc",
      description:
        "Ocupació, crèdit, educació, serveis essencials: gestió de riscos, dades, registres i supervisió humana.",
    },
    unacceptable: {
      name: "Risc inacceptable",
      description: "Pràctiques prohibides, com la puntuació social o la manipulació de persones vulnerables.",
    },
  },
  riskLevels: { low: "Baix", medium: "Mitjà", high: "Alt" },
};
