import type { MaturityContent } from "../maturity-content";

export const MATURITY_CA: MaturityContent = {
  dimensions: {
    strategy: {
      name: "Estratègia",
      description: "Si la IA respon a objectius de negoci clars, amb patrocini, pressupost i mètriques.",
      recommendations: [
        "Escriu en una pàgina per a què vols fer servir la IA i quin objectiu de negoci dona suport a cada ús.",
        "Designa una persona de direcció com a patrocinadora i reserva un pressupost petit per a pilots.",
        "Tria dos o tres indicadors (hores estalviades, errors, satisfacció) i mesura'ls abans i després.",
      ],
    },
    data: {
      name: "Dades",
      description: "Si saps quines dades tens, la seva qualitat, qui les gestiona i com es protegeixen.",
      recommendations: [
        "Fes un inventari senzill de les teves fonts de dades: què contenen, on són i qui n'és responsable.",
        "Revisa la qualitat de les dades del primer cas d'ús abans de connectar-les a una eina d'IA.",
        "Defineix quines dades personals o confidencials no es poden introduir mai en eines externes.",
      ],
    },
    technology: {
      name: "Tecnologia",
      description: "Si les eines d'IA estan triades, integrades, són segures i se supervisen.",
      recommendations: [
        "Aprova una llista curta d'eines d'IA amb comptes corporatius en lloc de comptes personals.",
        "Comprova les condicions de cada proveïdor: on es tracten les dades i si s'utilitzen per entrenar models.",
        "Registra l'ús i els costos de cada eina per decidir amb dades què ampliar i què retirar.",
      ],
    },
    people: {
      name: "Persones i competències",
      description: "Si l'equip sap fer servir la IA amb criteri i té formació, referents i suport al canvi.",
      recommendations: [
        "Ofereix a tot l'equip una formació bàsica d'alfabetització en IA, obligatòria segons la Llei d'IA de la UE.",
        "Identifica dues o tres persones entusiastes com a referents que ajudin els companys.",
        "Explica què canvia en cada lloc de treball i què no, per reduir la por i la resistència.",
      ],
    },
    governance: {
      name: "Governança i ètica",
      description: "Si hi ha una política d'ús, gestió de riscos, transparència i revisió del compliment.",
      recommendations: [
        "Aprova una política d'ús d'IA d'una pàgina: usos permesos, prohibits i a qui preguntar.",
        "Classifica els teus usos d'IA segons el nivell de risc de la Llei d'IA de la UE i documenta els d'alt risc.",
        "Decideix quan informaràs clients i treballadors que un contingut o una decisió fa servir IA.",
      ],
    },
    processes: {
      name: "Processos",
      description: "Si els processos estan mapats, els pilots s'executen amb mètode i hi ha revisió humana.",
      recommendations: [
        "Mapa un procés repetitiu i marca els passos on la IA pot ajudar i els que han de continuar sent humans.",
        "Llança un pilot de quatre a sis setmanes amb un objectiu mesurable i una data per decidir si continuar.",
        "Estableix qui revisa cada resultat de la IA abans que arribi a un client.",
      ],
    },
  },
  items: {
    "strategy-vision": "Tenim per escrit per a què volem fer servir la IA i quins objectius de negoci recolza.",
    "strategy-sponsor": "Una persona de direcció patrocina l'adopció de la IA i en respon.",
    "strategy-use-cases": "Hem identificat i prioritzat casos d'ús concrets segons el seu impacte i esforç.",
    "strategy-budget": "Hi ha pressupost assignat per a eines, formació i pilots d'IA.",
    "strategy-metrics": "Mesurem el valor que aporta la IA amb indicadors definits per endavant.",
    "data-inventory": "Sabem quines dades tenim, on són i per a què es poden fer servir.",
    "data-quality": "Les dades que fem servir són completes, actualitzades i sense duplicats rellevants.",
    "data-access": "Les persones que ho necessiten poden accedir a les dades de manera senzilla i controlada.",
    "data-protection": "Complim el RGPD en fer servir dades personals amb IA i sabem quines dades no han de sortir.",
    "data-ownership": "Cada conjunt de dades important té una persona responsable de la seva qualitat.",
    "technology-tools": "Hem triat i aprovat les eines d'IA que pot fer servir l'equip.",
    "technology-integration": "Les eines d'IA estan integrades amb els nostres sistemes habituals.",
    "technology-security": "Les eines d'IA compleixen els nostres requisits de seguretat i d'accés.",
    "technology-vendors": "Hem revisat les condicions dels proveïdors d'IA, inclòs l'ús de les nostres dades.",
    "technology-monitoring": "Supervisem l'ús, els costos i la qualitat de les eines d'IA.",
    "people-literacy": "La majoria de l'equip entén què pot fer i què no pot fer la IA.",
    "people-training": "Hi ha un pla de formació en IA adaptat a cada perfil.",
    "people-champions": "Hi ha persones de referència que ajuden els companys a fer servir la IA.",
    "people-roles": "Hem revisat com canvien els llocs de treball i les responsabilitats amb la IA.",
    "people-change": "La direcció comunica el canvi i l'equip hi participa.",
    "governance-policy": "Tenim una política d'ús de la IA coneguda per tot l'equip.",
    "governance-risk": "Avaluem els riscos de cada ús d'IA abans de posar-lo en marxa.",
    "governance-ai-act": "Sabem quines obligacions ens imposa la Llei d'IA de la UE i les complim.",
    "governance-transparency": "Informem clients i treballadors quan la IA intervé en un contingut o una decisió.",
    "governance-review": "Revisem periòdicament el compliment i els incidents relacionats amb la IA.",
    "processes-mapped": "Hem mapat els processos en què la IA pot aportar valor.",
    "processes-pilots": "Executem pilots amb objectius, terminis i criteris per decidir si continuar.",
    "processes-human-review": "Cada resultat de la IA que arriba a un client el revisa una persona.",
    "processes-documented": "Els processos amb IA estan documentats i qualsevol persona de l'equip els pot seguir.",
    "processes-improvement": "Millorem els processos amb IA a partir d'errors i suggeriments de l'equip.",
  },
  levels: {
    "1": {
      name: "Inicial",
      description: "La IA es fa servir de manera aïllada i per iniciativa personal, sense objectius, regles ni mesura.",
    },
    "2": {
      name: "Exploració",
      description: "Hi ha interès i primeres proves, però falten una estratègia, una política d'ús i dades preparades.",
    },
    "3": {
      name: "Experimentació",
      description: "Hi ha casos d'ús i pilots amb cert mètode; el repte és passar de proves a processos estables.",
    },
    "4": {
      name: "Integració",
      description: "La IA forma part de processos clau, amb governança, formació i mesura de resultats.",
    },
    "5": {
      name: "Transformació",
      description:
        "La IA és una capacitat de l'organització que es gestiona, es mesura i es millora de manera contínua.",
    },
  },
};
