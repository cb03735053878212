import type { DilemmaContent } from "./scenarios";

export const DILEMMAS_CA: DilemmaContent = {
  "hr-review-notes": {
    title: "Notes d'avaluació en un xatbot",
    scenario:
      "Ets responsable de RH i tens 40 notes d'avaluació de l'acompliment amb noms, baixes mèdiques i comentaris personals. Un xatbot gratuït les resumiria en uns minuts per a la reunió de demà.",
    options: [
      {
        label: "Enganxar les notes tal com són al xatbot gratuït",
        consideration:
          "Estalvies hores, però envies dades de salut i valoracions personals a un tercer sense contracte d'encàrrec ni garanties; es podrien conservar o fer servir per entrenar.",
      },
      {
        label: "Pseudonimitzar, treure les dades de salut i fer servir l'eina aprovada per l'empresa",
        consideration:
          "Mantens la major part de l'estalvi de temps amb un tractament mínim i un proveïdor amb contracte; exigeix una mica de preparació prèvia.",
      },
      {
        label: "No fer servir IA per a aquestes notes i resumir-les a mà",
        consideration:
          "És l'opció més protectora, però renuncia a una ajuda que es podria fer servir amb garanties i et deixa menys temps per preparar la reunió.",
      },
    ],
    principle:
      "RGPD: minimització de dades (art. 5), categories especials com la salut (art. 9) i contracte amb l'encarregat del tractament (art. 28). Fer servir una eina sense contracte amb dades de la plantilla és un tractament sense garanties.",
  },
  "sales-call-analytics": {
    title: "Analitzar el to de les trucades comercials",
    scenario:
      "El director comercial proposa gravar totes les trucades i que una IA detecti les emocions dels comercials i dels clients per puntuar cada venedor cada mes.",
    options: [
      {
        label: "Implantar-ho per a tota la plantilla i avisar-ne a la política de privacitat",
        consideration:
          "Dona moltes dades a la direcció, però detectar emocions d'empleats està prohibit i puntuar-los així afecta la seva feina amb poca transparència.",
      },
      {
        label:
          "Descartar la detecció d'emocions; analitzar només temes i objeccions dels clients, informar-ne amb claredat i fer abans una AIPD",
        consideration:
          "Conserva el valor comercial (saber què pregunten els clients) respectant la llei i els drets de la plantilla; requereix més feina de disseny.",
      },
      {
        label: "Provar-ho només amb comercials voluntaris i sense conseqüències en la seva avaluació",
        consideration:
          "Redueix l'impacte, però el consentiment d'un empleat rarament és lliure i la detecció d'emocions continua estant prohibida a la feina.",
      },
    ],
    principle:
      "AI Act, art. 5: el reconeixement d'emocions al lloc de treball és una pràctica prohibida (llevat de motius mèdics o de seguretat). El RGPD exigeix, a més, informar i avaluar l'impacte abans de monitorar la plantilla.",
  },
  "cv-screening-gaps": {
    title: "El filtre de currículums i les interrupcions de carrera",
    scenario:
      "La teva eina de selecció ordena les candidatures. Revisant-ne els resultats, veus que les persones amb interrupcions en la carrera (majoritàriament dones després d'una maternitat) queden sistemàticament a baix.",
    options: [
      {
        label: "Continuar fent-la servir: al final la decisió la pren una persona",
        consideration:
          "És còmode, però qui revisa només veu la part alta de la llista: el biaix ja ha decidit per ell. La supervisió és nominal.",
      },
      {
        label:
          "Aturar-ne l'ús, mesurar resultats per grup, exigir explicacions al proveïdor i revisar a mà mentrestant",
        consideration:
          "És el que correspon a un sistema d'alt risc: endarrereix processos, però protegeix les candidates i l'empresa.",
      },
      {
        label: "Eliminar el camp d'interrupcions de carrera i continuar",
        consideration:
          "Sembla una solució ràpida, però altres variables (anys d'experiència, dates) poden continuar actuant com a substitutes. Sense mesurar, no saps si funciona.",
      },
    ],
    principle:
      "AI Act, annex III: els sistemes de selecció de personal són d'alt risc. Qui els desplega ha d'assegurar una supervisió humana efectiva, vigilar-ne el funcionament i informar el proveïdor dels riscos (art. 26).",
  },
  "loan-rejection": {
    title: "«Ho ha decidit el sistema»",
    scenario:
      "Treballes en una entitat financera. El model de scoring denega automàticament un préstec a una petita empresa que és clienta des de fa deu anys. El client vol saber per què.",
    options: [
      {
        label: "Respondre que ho ha decidit el sistema i que no s'hi pot fer res",
        consideration:
          "Estalvia temps, però deixa el client sense explicació ni via de revisió i malmet una relació de deu anys.",
      },
      {
        label:
          "Demanar que un analista revisi el cas, explicar els factors principals i oferir la possibilitat d'aportar informació",
        consideration:
          "Compleix el dret a la intervenció humana i a impugnar; exigeix que algú entengui el model i tingui autoritat per canviar la decisió.",
      },
      {
        label: "Aprovar el préstec saltant-se el model per l'antiguitat del client",
        consideration:
          "Repara la relació, però substitueix un criteri opac per un altre d'arbitrari i pot tractar de manera desigual altres clients.",
      },
    ],
    principle:
      "RGPD, art. 22: dret a no ser objecte de decisions únicament automatitzades amb efectes significatius, i a obtenir intervenció humana, expressar el propi punt de vista i impugnar-les. L'AI Act considera d'alt risc l'avaluació de la solvència de persones físiques.",
  },
  "human-like-chatbot": {
    title: "El xatbot amb nom i foto",
    scenario:
      "Màrqueting ha comprovat que els clients valoren millor el xat del web quan creuen que parlen amb una persona. Proposen anomenar-lo «Laura», amb foto, i no esmentar que és una IA.",
    options: [
      {
        label: "Fer servir la persona «Laura» sense indicar que és una IA",
        consideration:
          "Pot millorar la satisfacció a curt termini, però enganya el client i vulnera una obligació legal de transparència.",
      },
      {
        label:
          "Mantenir un nom proper, però indicar clarament que és un assistent virtual i oferir parlar amb una persona",
        consideration:
          "Respecta el client i la llei; algunes valoracions baixaran, però la confiança es guanya amb honestedat.",
      },
      {
        label: "Indicar-ho només si el client ho pregunta",
        consideration:
          "Sembla un terme mitjà, però l'obligació és informar-ne d'entrada: qui no ho pregunta continua enganyat.",
      },
    ],
    principle:
      "AI Act, art. 50 (risc limitat): els sistemes que interactuen amb persones han d'informar que es tracta d'una IA, llevat que sigui evident.",
  },
  "ai-drafted-report": {
    title: "L'informe redactat amb IA",
    scenario:
      "Ets consultor. Un informe de mercat que abans et portava 30 hores l'has preparat en 8 amb IA, verificant dades i fonts. El client paga per hores.",
    options: [
      {
        label: "Facturar les 30 hores habituals i no esmentar la IA",
        consideration:
          "Maximitza l'ingrés d'aquest encàrrec, però factura una feina que no s'ha fet i amaga un mètode rellevant per al client.",
      },
      {
        label:
          "Explicar que has fet servir IA i com n'has verificat el resultat, i ajustar la factura al valor lliurat",
        consideration:
          "Reforça la confiança i obre la conversa sobre preus per valor; redueix l'ingrés d'aquest informe.",
      },
      {
        label: "Facturar les hores reals i esmentar la IA només si el client ho pregunta",
        consideration:
          "La factura és honesta, però el client no sap com s'ha elaborat un informe en què basarà decisions.",
      },
    ],
    principle:
      "Codis deontològics professionals: honestedat en la facturació, transparència sobre els mètodes que afecten l'encàrrec i responsabilitat personal per la feina lliurada, l'hagi redactada qui l'hagi redactada.",
  },
  "journal-article": {
    title: "L'article per a la revista professional",
    scenario:
      "La IA va redactar el primer esborrany del teu article per a una revista del col·legi professional; tu el vas reescriure a fons i en vas verificar cada dada. La revista demana declarar l'ús d'IA.",
    options: [
      {
        label: "No declarar res: l'has reescrit tu",
        consideration:
          "Evita preguntes, però incompleix una norma explícita de la revista i et pot costar credibilitat si es descobreix.",
      },
      {
        label: "Declarar l'ús d'IA, per a quines parts i com ho vas verificar, i signar com a únic autor",
        consideration: "És transparent i manté la responsabilitat on ha de ser: en la persona que signa.",
      },
      {
        label: "Incloure la IA com a coautora",
        consideration:
          "Sembla molt transparent, però una IA no pot assumir la responsabilitat del text; les normes editorials no l'accepten com a autora.",
      },
    ],
    principle:
      "Ètica de la publicació (criteris com els de COPE i els codis dels col·legis professionals): la IA no pot ser autora perquè no pot respondre de la feina; cal declarar-ne l'ús.",
  },
  "illustrator-style": {
    title: "La imatge «a l'estil de»",
    scenario:
      "La teva agència ha generat amb IA la imatge d'una campanya. Al client li encanta, però reprodueix clarament l'estil i els personatges reconeixibles d'un il·lustrador conegut.",
    options: [
      {
        label: "Fer-la servir: el que genera la IA és lliure",
        consideration:
          "Estalvia temps i diners, però exposa el client a reclamacions i s'aprofita de la feina d'un creador sense reconeixement ni pagament.",
      },
      {
        label: "Descartar-la i encarregar una peça original, o col·laborar amb l'il·lustrador",
        consideration:
          "Costa més i endarrereix la campanya, però respecta la propietat intel·lectual i la reputació del client.",
      },
      {
        label: "Fer-la servir després de canviar-ne alguns detalls",
        consideration:
          "Redueix la semblança superficial, però si els personatges continuen sent reconeixibles el risc legal i ètic es manté.",
      },
    ],
    principle:
      "Drets d'autor: els personatges i les obres reconeixibles estan protegits encara que la còpia la faci una IA. L'AI Act exigeix als proveïdors de models d'ús general una política de respecte als drets d'autor, però la responsabilitat pel que es publica és de qui ho fa servir.",
  },
  "admin-team-automation": {
    title: "L'automatització de l'equip administratiu",
    scenario:
      "Un pilot mostra que la IA pot fer el 40 % de les tasques de l'equip administratiu. La direcció et demana una proposta per a la setmana que ve.",
    options: [
      {
        label: "Proposar reduir l'equip un 40 % immediatament",
        consideration:
          "Estalvia costos ràpidament, però es basa en un pilot, ignora la revisió que la IA continua necessitant i trenca la confiança de la resta de la plantilla.",
      },
      {
        label:
          "Redissenyar funcions, formar l'equip, informar la representació dels treballadors i decidir després d'una implantació gradual",
        consideration: "Captura l'estalvi de manera sostenible i legal; és més lent i exigeix gestionar el canvi.",
      },
      {
        label: "No informar de l'estalvi per protegir els llocs de treball",
        consideration:
          "Protegeix l'equip a curt termini, però amaga informació rellevant a la direcció i compromet la teva responsabilitat professional.",
      },
    ],
    principle:
      "Codis professionals i normes laborals: a Espanya, l'Estatut dels Treballadors (art. 64.4.d) obliga a informar el comitè d'empresa dels algorismes que afecten les condicions de treball. L'AI Act (art. 26.7) exigeix informar la plantilla abans de fer servir sistemes d'alt risc a la feina.",
  },
  "remote-work-monitoring": {
    title: "L'eina de productivitat per al teletreball",
    scenario:
      "Un proveïdor ofereix una IA que puntua la productivitat de qui teletreballa a partir de les pulsacions de teclat, captures de pantalla i l'anàlisi d'emocions per la webcam.",
    options: [
      {
        label: "Implantar-la amb totes les funcions",
        consideration:
          "Promet un control total, però inclou una pràctica prohibida i una vigilància desproporcionada que destrueix la confiança.",
      },
      {
        label:
          "Rebutjar la detecció d'emocions i les captures; mesurar la càrrega de feina de manera agregada i informant-ne abans la plantilla",
        consideration:
          "Dona dades útils per organitzar la feina sense envair la intimitat; renuncia a avaluar cada persona minut a minut.",
      },
      {
        label: "Implantar-la, però que només els comandaments en vegin els resultats",
        consideration: "Limita qui veu les dades, però no canvia que la recollida sigui il·lícita i desproporcionada.",
      },
    ],
    principle:
      "AI Act, art. 5.1.f: prohibit el reconeixement d'emocions al lloc de treball. El RGPD exigeix que la vigilància sigui necessària, proporcionada i coneguda per la plantilla.",
  },
  "case-file-chatbot": {
    title: "L'expedient del client i el xatbot gratuït",
    scenario:
      "Ets advocada i prepares una defensa urgent. T'ajudaria enganxar l'expedient complet, amb dades personals del client i de tercers, en un xatbot gratuït.",
    options: [
      {
        label: "Enganxar l'expedient complet",
        consideration:
          "És el més ràpid, però trenca el secret professional: el proveïdor pot conservar o reutilitzar la informació.",
      },
      {
        label:
          "Fer servir l'eina aprovada pel despatx, amb contracte i sense entrenament amb les teves dades, i aportar-hi només l'imprescindible",
        consideration:
          "Aprofites la IA amb garanties i minimitzes les dades; cal que el despatx hagi fet abans la feina de selecció.",
      },
      {
        label: "Demanar permís al client i després fer servir el xatbot gratuït",
        consideration:
          "Informar el client és correcte, però el seu permís no elimina els riscos per a tercers ni la manca de garanties del proveïdor.",
      },
    ],
    principle:
      "Codis deontològics de l'advocacia: el secret professional obliga a protegir la informació del client amb qualsevol eina. El RGPD (art. 28) exigeix un contracte amb qui tracti dades per compte del despatx.",
  },
  "meeting-note-taker": {
    title: "L'assistent que pren notes a les reunions",
    scenario:
      "El teu assistent d'IA entra automàticament a les teves videotrucades, les transcriu i envia el resum a tots els convidats. En l'última, un client va parlar d'una fusió confidencial.",
    options: [
      {
        label: "Deixar-lo com està: és molt pràctic",
        consideration:
          "Estalvia feina, però grava sense avisar i distribueix informació confidencial a persones que potser no l'haurien de rebre.",
      },
      {
        label:
          "Configurar-lo perquè s'anunciï i demani conformitat a l'inici, revisar el resum abans d'enviar-lo i limitar-ne els destinataris",
        consideration: "Conserva la utilitat amb transparència i control; afegeix un pas de revisió a cada reunió.",
      },
      {
        label: "Desactivar-lo només amb aquest client",
        consideration:
          "Resol aquest cas, però el problema es repetirà amb altres clients i informació igual de sensible.",
      },
    ],
    principle:
      "RGPD: les persones han de saber que se les grava i amb quina finalitat (arts. 12-13), i les dades no s'han de comunicar més enllà del necessari. Els acords de confidencialitat amb el client també obliguen.",
  },
};
