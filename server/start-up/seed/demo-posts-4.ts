import type { DemoPost } from "./demo-types";

export const DEMO_POSTS_4: DemoPost[] = [
  {
    slug: "transcribir-y-resumir-reuniones-con-ia",
    title: "Transcribir y resumir reuniones con IA",
    category: "productividad",
    daysAgo: 55,
    featured: false,
    excerpt:
      "Actas en minutos, acuerdos claros y tareas asignadas: cómo sacar partido a la transcripción automática sin descuidar la privacidad de los asistentes.",
    content: `Las reuniones son necesarias, pero lo que ocurre después suele ser un desastre: notas incompletas, acuerdos que cada uno recuerda de forma distinta y tareas que nadie asume. La transcripción automática combinada con un asistente de IA puede cambiar esto por completo.

## Del audio al acta

El proceso tiene dos fases. Primero, una herramienta de reconocimiento de voz convierte la grabación en texto. La calidad actual es muy alta en español, incluso con varios interlocutores, aunque los nombres propios y los términos técnicos pueden requerir corrección.

Después, un asistente transforma esa transcripción en algo útil. Una instrucción eficaz podría ser: «A partir de esta transcripción, redacta un acta con: asistentes, temas tratados, acuerdos adoptados, tareas con responsable y fecha, y cuestiones pendientes. Sé conciso y no incluyas nada que no aparezca en el texto».

## Más allá del acta

- **Resumen para ausentes**: un párrafo con lo esencial para quien no pudo asistir.
- **Seguimiento**: un borrador de correo a los participantes con las tareas asignadas.
- **Análisis de varias reuniones**: qué temas se repiten, qué decisiones se posponen una y otra vez.
- **Preparación**: a partir de las actas anteriores, un orden del día para la siguiente reunión.

## Privacidad y consentimiento

Grabar una reunión implica tratar datos personales: la voz y las opiniones de los participantes. Informa siempre al inicio de que se va a grabar y con qué finalidad, y ofrece la posibilidad de no hacerlo. En reuniones con clientes o con información sensible, valora si la grabación es realmente necesaria y elige herramientas que procesen los datos con garantías.

Establece también un plazo de conservación: una vez validada el acta, la grabación y la transcripción completa rara vez hacen falta.

## Revisar antes de enviar

Los resúmenes automáticos pueden atribuir una opinión a la persona equivocada o convertir una propuesta en un acuerdo. Quien dirige la reunión debe revisar el acta antes de distribuirla. Son cinco minutos frente a la hora que llevaría redactarla desde cero.

## Consejos prácticos

- Usa un buen micrófono: la calidad del audio determina la de la transcripción.
- Pide a los participantes que digan su nombre al intervenir por primera vez.
- Al final de la reunión, resume en voz alta los acuerdos: el asistente los identificará con más precisión.

## Conclusión

Automatizar las actas no solo ahorra tiempo: mejora la ejecución, porque todos saben qué se decidió y quién debe hacer qué. Es una de las aplicaciones de la IA con un retorno más inmediato para cualquier equipo.`,
  },
  {
    slug: "ia-en-asesorias-fiscales",
    title: "IA en asesorías fiscales: casos de uso reales",
    category: "finanzas",
    daysAgo: 63,
    featured: false,
    excerpt:
      "Consultas de clientes, clasificación de documentos y seguimiento normativo: así están usando la IA las asesorías que ya han dado el paso.",
    content: `Las asesorías fiscales y contables viven con picos de trabajo muy marcados: campañas de renta, cierres trimestrales, impuesto de sociedades. En esos periodos, cualquier minuto ahorrado cuenta. La inteligencia artificial está demostrando ser una aliada valiosa, siempre que se use en las tareas adecuadas.

## Atención a clientes

Una gran parte de las consultas que recibe una asesoría se repiten: qué documentos hacen falta, cuándo vence un plazo, cómo se aplica una deducción habitual. Un asistente puede redactar respuestas claras y personalizadas a partir de una base de conocimiento preparada por el despacho. El profesional las revisa y envía en una fracción del tiempo.

## Clasificación de documentación

Facturas, justificantes, certificados y contratos llegan en todos los formatos imaginables. Las herramientas de IA pueden extraer los datos relevantes de cada documento, clasificarlos y detectar los que faltan. El resultado es una lista de comprobación por cliente que agiliza la preparación de las declaraciones.

## Seguimiento normativo

La normativa tributaria cambia con frecuencia. Un asistente puede resumir las novedades de una disposición, explicar a qué tipo de clientes afecta y proponer un borrador de circular informativa. Siempre con una advertencia: **la interpretación final corresponde al asesor**, que debe contrastar con el texto oficial y los criterios de la administración.

## Planificación y simulaciones

Para explicar a un cliente el efecto de distintas decisiones, como aportar a un plan de pensiones, cambiar de régimen o adelantar una inversión, la IA ayuda a redactar escenarios comparativos comprensibles. Los cálculos, como siempre, deben hacerse con herramientas fiables; la IA aporta la explicación.

## Riesgos específicos del sector

- **Datos fiscales y económicos**: son especialmente sensibles. Utiliza herramientas con garantías contractuales y minimiza los datos que compartes.
- **Normativa territorial**: las diferencias entre territorios forales, comunidades autónomas y municipios son fuente habitual de errores en los modelos generales.
- **Plazos**: nunca confíes en una fecha proporcionada por un asistente sin verificarla en el calendario oficial.

## Cómo empezar

Las asesorías que mejor han incorporado la IA comenzaron por un único proceso, normalmente la respuesta a consultas frecuentes, documentaron cómo hacerlo bien y lo extendieron después. La formación del equipo y una política clara de uso fueron tan importantes como la herramienta elegida.

## Conclusión

La IA no va a sustituir al asesor fiscal, pero sí está cambiando su trabajo: menos tareas mecánicas y más asesoramiento de valor, que es precisamente lo que los clientes están dispuestos a pagar.`,
  },
  {
    slug: "formar-a-tu-equipo-en-ia",
    title: "Formar a tu equipo en IA: un plan en cinco pasos",
    category: "educacion",
    daysAgo: 70,
    featured: false,
    excerpt:
      "La herramienta es lo fácil; lo difícil es que el equipo la use bien. Un plan de formación práctico para organizaciones profesionales de cualquier tamaño.",
    content: `Muchas organizaciones contratan licencias de herramientas de IA y descubren meses después que apenas se usan, o que cada persona las usa a su manera, con resultados desiguales y riesgos innecesarios. La diferencia entre ambos escenarios es casi siempre la misma: **un plan de formación**.

## Paso 1: diagnóstico

Antes de formar, averigua de dónde partes. Una breve encuesta permite conocer qué herramientas usa ya el equipo, para qué tareas, qué dudas tiene y qué le preocupa. Encontrarás entusiastas que ya experimentan por su cuenta y personas escépticas o inquietas. Ambos perfiles son valiosos.

## Paso 2: fundamentos para todos

Una sesión común de dos o tres horas debería cubrir:

- Qué es un modelo de lenguaje y por qué a veces se equivoca.
- Qué datos se pueden introducir y cuáles no, según la política de la organización.
- Cómo escribir buenas instrucciones.
- Cómo revisar y verificar los resultados.

El objetivo no es convertir a nadie en experto, sino compartir un lenguaje y unas reglas comunes.

## Paso 3: talleres por función

Después, la formación debe ser específica. El equipo jurídico necesita practicar con contratos; el comercial, con propuestas y correos; el de administración, con informes y hojas de cálculo. Trabajar con casos reales de cada departamento, convenientemente anonimizados, multiplica la utilidad de la formación.

## Paso 4: embajadores y biblioteca de prompts

Identifica a las personas más avanzadas de cada área y conviértelas en referentes. Su función es resolver dudas, recoger buenas prácticas y mantener una **biblioteca compartida de instrucciones** que funcionan. Este recurso vivo acelera el aprendizaje de todos y evita que cada uno reinvente la rueda.

## Paso 5: medir y actualizar

Define indicadores sencillos: porcentaje de personas que usan las herramientas cada semana, tiempo ahorrado en tareas concretas, incidencias detectadas. Revisa el plan cada trimestre: las herramientas evolucionan rápido y la formación debe acompañarlas.

## La cultura importa

La formación técnica no basta si el equipo percibe la IA como una amenaza. Explica con transparencia para qué se va a usar, qué no va a cambiar y cómo se reinvertirá el tiempo ahorrado. Reconoce los errores como parte del aprendizaje y celebra los casos de éxito.

## Conclusión

Además de ser una buena práctica, la alfabetización en IA es ya una exigencia del marco europeo para las organizaciones que utilizan estos sistemas. Un plan en cinco pasos, sostenido en el tiempo, convierte una inversión en licencias en una mejora real de la productividad y la calidad del trabajo.`,
  },
];
