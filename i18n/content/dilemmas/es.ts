import type { DilemmaContent } from "./scenarios";

export const DILEMMAS_ES: DilemmaContent = {
  "hr-review-notes": {
    title: "Notas de evaluación en un chatbot",
    scenario:
      "Eres responsable de RR. HH. y tienes 40 notas de evaluación del desempeño con nombres, bajas médicas y comentarios personales. Un chatbot gratuito las resumiría en minutos para la reunión de mañana.",
    options: [
      {
        label: "Pegar las notas tal cual en el chatbot gratuito",
        consideration:
          "Ahorras horas, pero envías datos de salud y valoraciones personales a un tercero sin contrato de encargo ni garantías; podrían conservarse o usarse para entrenar.",
      },
      {
        label: "Seudonimizar, quitar los datos de salud y usar la herramienta aprobada por la empresa",
        consideration:
          "Mantienes la mayor parte del ahorro de tiempo con un tratamiento mínimo y un proveedor con contrato; exige algo de preparación previa.",
      },
      {
        label: "No usar IA para estas notas y resumirlas a mano",
        consideration:
          "Es la opción más protectora, pero renuncia a una ayuda que podría usarse con garantías y te deja menos tiempo para preparar la reunión.",
      },
    ],
    principle:
      "RGPD: minimización de datos (art. 5), categorías especiales como la salud (art. 9) y contrato con el encargado del tratamiento (art. 28). Usar una herramienta sin contrato con datos de la plantilla es un tratamiento sin garantías.",
  },
  "sales-call-analytics": {
    title: "Analizar el tono de las llamadas comerciales",
    scenario:
      "El director comercial propone grabar todas las llamadas y que una IA detecte las emociones de los comerciales y de los clientes para puntuar a cada vendedor cada mes.",
    options: [
      {
        label: "Implantarlo para toda la plantilla y avisar en la política de privacidad",
        consideration:
          "Da datos abundantes a dirección, pero detectar emociones de empleados está prohibido y puntuarles así afecta a su empleo con poca transparencia.",
      },
      {
        label:
          "Descartar la detección de emociones; analizar solo temas y objeciones de clientes, informar con claridad y hacer antes una EIPD",
        consideration:
          "Conserva el valor comercial (saber qué preguntan los clientes) respetando la ley y los derechos de la plantilla; requiere más trabajo de diseño.",
      },
      {
        label: "Probarlo solo con comerciales voluntarios y sin consecuencias en su evaluación",
        consideration:
          "Reduce el impacto, pero el consentimiento de un empleado rara vez es libre y la detección de emociones sigue estando prohibida en el trabajo.",
      },
    ],
    principle:
      "AI Act, art. 5: el reconocimiento de emociones en el lugar de trabajo es una práctica prohibida (salvo motivos médicos o de seguridad). El RGPD exige además informar y evaluar el impacto antes de monitorizar a la plantilla.",
  },
  "cv-screening-gaps": {
    title: "El filtro de currículos y las interrupciones de carrera",
    scenario:
      "Tu herramienta de selección ordena las candidaturas. Revisando resultados, ves que las personas con interrupciones en su carrera (en su mayoría mujeres tras una maternidad) quedan sistemáticamente abajo.",
    options: [
      {
        label: "Seguir usándola: al final la decisión la toma una persona",
        consideration:
          "Es cómodo, pero quien revisa solo ve la parte alta de la lista: el sesgo ya ha decidido por él. La supervisión es nominal.",
      },
      {
        label:
          "Pausar el uso, medir resultados por grupo, exigir explicaciones al proveedor y revisar a mano mientras tanto",
        consideration:
          "Es lo que corresponde a un sistema de alto riesgo: retrasa procesos, pero protege a las candidatas y a la empresa.",
      },
      {
        label: "Eliminar el campo de interrupciones de carrera y seguir",
        consideration:
          "Parece una solución rápida, pero otras variables (años de experiencia, fechas) pueden seguir actuando como sustitutas. Sin medir, no sabes si funciona.",
      },
    ],
    principle:
      "AI Act, anexo III: los sistemas de selección de personal son de alto riesgo. Quien los despliega debe asegurar una supervisión humana efectiva, vigilar su funcionamiento e informar al proveedor de los riesgos (art. 26).",
  },
  "loan-rejection": {
    title: "«Lo ha decidido el sistema»",
    scenario:
      "Trabajas en una entidad financiera. El modelo de scoring deniega automáticamente un préstamo a una pequeña empresa cliente desde hace diez años. El cliente pide saber por qué.",
    options: [
      {
        label: "Responder que lo ha decidido el sistema y que no se puede hacer nada",
        consideration:
          "Ahorra tiempo, pero deja al cliente sin explicación ni vía de revisión y daña una relación de diez años.",
      },
      {
        label:
          "Pedir que un analista revise el caso, explicar los factores principales y ofrecer la posibilidad de aportar información",
        consideration:
          "Cumple el derecho a intervención humana y a impugnar; exige que alguien entienda el modelo y tenga autoridad para cambiar la decisión.",
      },
      {
        label: "Aprobar el préstamo saltándose el modelo por la antigüedad del cliente",
        consideration:
          "Repara la relación, pero sustituye un criterio opaco por otro arbitrario y puede tratar de forma desigual a otros clientes.",
      },
    ],
    principle:
      "RGPD, art. 22: derecho a no ser objeto de decisiones únicamente automatizadas con efectos significativos, y a obtener intervención humana, expresar el propio punto de vista e impugnar. El AI Act considera de alto riesgo la evaluación de solvencia de personas físicas.",
  },
  "human-like-chatbot": {
    title: "El chatbot con nombre y foto",
    scenario:
      "Marketing ha comprobado que los clientes valoran mejor el chat de la web cuando creen que hablan con una persona. Proponen llamarlo «Laura», con foto, y no mencionar que es una IA.",
    options: [
      {
        label: "Usar la persona «Laura» sin indicar que es una IA",
        consideration:
          "Puede mejorar la satisfacción a corto plazo, pero engaña al cliente y vulnera una obligación legal de transparencia.",
      },
      {
        label:
          "Mantener un nombre cercano, pero indicar claramente que es un asistente virtual y ofrecer hablar con una persona",
        consideration:
          "Respeta al cliente y la ley; algunas valoraciones bajarán, pero la confianza se gana con honestidad.",
      },
      {
        label: "Indicarlo solo si el cliente pregunta",
        consideration:
          "Parece un término medio, pero la obligación es informar de entrada: quien no pregunta sigue engañado.",
      },
    ],
    principle:
      "AI Act, art. 50 (riesgo limitado): los sistemas que interactúan con personas deben informar de que se trata de una IA, salvo que resulte evidente.",
  },
  "ai-drafted-report": {
    title: "El informe redactado con IA",
    scenario:
      "Eres consultor. Un informe de mercado que antes te llevaba 30 horas lo has preparado en 8 con IA, verificando datos y fuentes. El cliente paga por horas.",
    options: [
      {
        label: "Facturar las 30 horas habituales y no mencionar la IA",
        consideration:
          "Maximiza el ingreso de este encargo, pero factura un trabajo que no se ha hecho y oculta un método relevante para el cliente.",
      },
      {
        label: "Explicar que has usado IA y cómo has verificado el resultado, y ajustar la factura al valor entregado",
        consideration:
          "Refuerza la confianza y abre la conversación sobre precios por valor; reduce el ingreso de este informe.",
      },
      {
        label: "Facturar las horas reales y mencionar la IA solo si el cliente pregunta",
        consideration:
          "La factura es honesta, pero el cliente no sabe cómo se ha elaborado un informe en el que basará decisiones.",
      },
    ],
    principle:
      "Códigos deontológicos profesionales: honestidad en la facturación, transparencia sobre los métodos que afectan al encargo y responsabilidad personal por el trabajo entregado, lo haya redactado quien lo haya redactado.",
  },
  "journal-article": {
    title: "El artículo para la revista profesional",
    scenario:
      "La IA redactó el primer borrador de tu artículo para una revista del colegio profesional; tú lo reescribiste a fondo y verificaste cada dato. La revista pide declarar el uso de IA.",
    options: [
      {
        label: "No declarar nada: lo has reescrito tú",
        consideration:
          "Evita preguntas, pero incumple una norma explícita de la revista y puede costarte credibilidad si se descubre.",
      },
      {
        label: "Declarar el uso de IA, para qué partes y cómo lo verificaste, firmando tú como único autor",
        consideration: "Es transparente y mantiene la responsabilidad donde debe estar: en la persona que firma.",
      },
      {
        label: "Incluir a la IA como coautora",
        consideration:
          "Parece muy transparente, pero una IA no puede asumir responsabilidad por el texto; las normas editoriales no la aceptan como autora.",
      },
    ],
    principle:
      "Ética de la publicación (criterios como los de COPE y los códigos de los colegios profesionales): la IA no puede ser autora porque no puede responder del trabajo; su uso debe declararse.",
  },
  "illustrator-style": {
    title: "La imagen «al estilo de»",
    scenario:
      "Tu agencia ha generado con IA la imagen de una campaña. Al cliente le encanta, pero reproduce claramente el estilo y los personajes reconocibles de un ilustrador conocido.",
    options: [
      {
        label: "Usarla: lo generado por IA es libre",
        consideration:
          "Ahorra tiempo y dinero, pero expone al cliente a reclamaciones y se aprovecha del trabajo de un creador sin reconocimiento ni pago.",
      },
      {
        label: "Descartarla y encargar una pieza original, o colaborar con el ilustrador",
        consideration:
          "Cuesta más y retrasa la campaña, pero respeta la propiedad intelectual y la reputación del cliente.",
      },
      {
        label: "Usarla tras cambiar algunos detalles",
        consideration:
          "Reduce el parecido superficial, pero si los personajes siguen siendo reconocibles el riesgo legal y ético se mantiene.",
      },
    ],
    principle:
      "Derechos de autor: los personajes y las obras reconocibles están protegidos aunque la copia la haga una IA. El AI Act exige a los proveedores de modelos de uso general una política de respeto a los derechos de autor, pero la responsabilidad por lo que se publica es de quien lo usa.",
  },
  "admin-team-automation": {
    title: "La automatización del equipo administrativo",
    scenario:
      "Un piloto muestra que la IA puede hacer el 40 % de las tareas del equipo administrativo. La dirección te pide una propuesta para la semana que viene.",
    options: [
      {
        label: "Proponer reducir el equipo un 40 % de inmediato",
        consideration:
          "Ahorra costes rápido, pero se basa en un piloto, ignora la revisión que la IA sigue necesitando y rompe la confianza del resto de la plantilla.",
      },
      {
        label:
          "Rediseñar funciones, formar al equipo, informar a la representación de los trabajadores y decidir tras una implantación gradual",
        consideration: "Captura el ahorro de forma sostenible y legal; es más lento y exige gestionar el cambio.",
      },
      {
        label: "No informar del ahorro para proteger los puestos",
        consideration:
          "Protege al equipo a corto plazo, pero oculta información relevante a la dirección y compromete tu responsabilidad profesional.",
      },
    ],
    principle:
      "Códigos profesionales y normas laborales: en España, el Estatuto de los Trabajadores (art. 64.4.d) obliga a informar al comité de empresa de los algoritmos que afectan a las condiciones de trabajo. El AI Act (art. 26.7) exige informar a la plantilla antes de usar sistemas de alto riesgo en el trabajo.",
  },
  "remote-work-monitoring": {
    title: "La herramienta de productividad para el teletrabajo",
    scenario:
      "Un proveedor ofrece una IA que puntúa la productividad de quienes teletrabajan a partir de pulsaciones de teclado, capturas de pantalla y el análisis de emociones por la webcam.",
    options: [
      {
        label: "Implantarla con todas las funciones",
        consideration:
          "Promete control total, pero incluye una práctica prohibida y una vigilancia desproporcionada que destruye la confianza.",
      },
      {
        label:
          "Rechazar la detección de emociones y las capturas; medir la carga de trabajo de forma agregada y con información previa a la plantilla",
        consideration:
          "Da datos útiles para organizar el trabajo sin invadir la intimidad; renuncia a evaluar a cada persona minuto a minuto.",
      },
      {
        label: "Implantarla, pero que solo los mandos vean los resultados",
        consideration: "Limita quién ve los datos, pero no cambia que la recogida sea ilícita y desproporcionada.",
      },
    ],
    principle:
      "AI Act, art. 5.1.f: prohibido el reconocimiento de emociones en el lugar de trabajo. El RGPD exige que la vigilancia sea necesaria, proporcionada y conocida por la plantilla.",
  },
  "case-file-chatbot": {
    title: "El expediente del cliente y el chatbot gratuito",
    scenario:
      "Eres abogada y preparas una defensa urgente. Te ayudaría pegar el expediente completo, con datos personales del cliente y de terceros, en un chatbot gratuito.",
    options: [
      {
        label: "Pegar el expediente completo",
        consideration:
          "Es lo más rápido, pero rompe el secreto profesional: el proveedor puede conservar o reutilizar la información.",
      },
      {
        label:
          "Usar la herramienta aprobada por el despacho, con contrato y sin entrenamiento con tus datos, y aportar solo lo imprescindible",
        consideration:
          "Aprovechas la IA con garantías y minimizas los datos; necesitas que el despacho haya hecho antes su trabajo de selección.",
      },
      {
        label: "Pedir permiso al cliente y después usar el chatbot gratuito",
        consideration:
          "Informar al cliente es correcto, pero su permiso no elimina los riesgos para terceros ni la falta de garantías del proveedor.",
      },
    ],
    principle:
      "Códigos deontológicos de la abogacía: el secreto profesional obliga a proteger la información del cliente con cualquier herramienta. El RGPD (art. 28) exige un contrato con quien trate datos por cuenta del despacho.",
  },
  "meeting-note-taker": {
    title: "El asistente que toma notas en las reuniones",
    scenario:
      "Tu asistente de IA entra automáticamente en tus videollamadas, las transcribe y envía el resumen a todos los invitados. En la última, un cliente habló de una fusión confidencial.",
    options: [
      {
        label: "Dejarlo como está: es muy práctico",
        consideration:
          "Ahorra trabajo, pero graba sin avisar y distribuye información confidencial a personas que quizá no deberían recibirla.",
      },
      {
        label:
          "Configurarlo para anunciarse y pedir conformidad al inicio, revisar el resumen antes de enviarlo y limitar los destinatarios",
        consideration: "Conserva la utilidad con transparencia y control; añade un paso de revisión a cada reunión.",
      },
      {
        label: "Desactivarlo solo con este cliente",
        consideration:
          "Resuelve este caso, pero el problema se repetirá con otros clientes e información igual de sensible.",
      },
    ],
    principle:
      "RGPD: las personas deben saber que se las graba y con qué fin (arts. 12-13), y los datos no deben comunicarse más allá de lo necesario. Los acuerdos de confidencialidad con el cliente también obligan.",
  },
};
