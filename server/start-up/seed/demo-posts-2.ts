import type { DemoPost } from "./demo-types";

export const DEMO_POSTS_2: DemoPost[] = [
  {
    slug: "ia-en-la-consulta-medica",
    title: "IA en la consulta médica: apoyo al diagnóstico sin perder el criterio clínico",
    category: "salud",
    daysAgo: 17,
    featured: false,
    excerpt:
      "Desde la documentación clínica hasta el apoyo a la decisión, la IA ya está en las consultas. Repasamos usos prudentes, riesgos y cómo explicarlo a los pacientes.",
    content: `Los profesionales sanitarios dedican una parte enorme de su jornada a tareas administrativas: redactar informes, codificar diagnósticos o responder mensajes. La inteligencia artificial puede aliviar esa carga y, con las debidas garantías, servir también como **apoyo a la decisión clínica**.

## Usos con mayor beneficio y menor riesgo

- **Documentación**: transformar notas rápidas en informes estructurados, cartas de derivación o resúmenes de alta.
- **Comunicación con pacientes**: preparar explicaciones en lenguaje sencillo sobre un tratamiento o una prueba, adaptadas a la edad y al nivel de conocimientos de cada persona.
- **Actualización científica**: resumir artículos y guías clínicas para identificar qué merece una lectura completa.
- **Formación**: generar casos clínicos simulados para preparar sesiones docentes.

## El diagnóstico asistido

Existen sistemas que analizan imágenes médicas, electrocardiogramas o datos de laboratorio y señalan hallazgos sospechosos. Cuando están validados y cuentan con la certificación correspondiente como producto sanitario, pueden mejorar la detección precoz. Pero su resultado es **una pista, no una conclusión**: el profesional debe integrarlo con la historia clínica, la exploración y su propia experiencia.

Los asistentes de texto de uso general, en cambio, no están diseñados ni certificados para diagnosticar. Pueden ayudar a elaborar un diagnóstico diferencial como ejercicio de reflexión, pero nunca deben ser la base de una decisión sobre un paciente.

## Privacidad: la línea roja

Los datos de salud son de categoría especial según el RGPD. Nunca introduzcas información identificable de un paciente en herramientas que no hayan sido aprobadas por tu centro. Si necesitas ayuda con un caso, elimina nombre, fechas, números de historia y cualquier dato que permita identificar a la persona.

## Sesgos y equidad

Un sistema entrenado con datos poco representativos puede funcionar peor en determinados grupos de población. Pregunta al proveedor con qué datos se validó la herramienta y desconfía de las promesas de precisión sin estudios que las respalden.

## Hablar con el paciente

La transparencia refuerza la confianza. Si una herramienta de IA ha intervenido en el análisis de una prueba, explícalo con naturalidad: qué hace, qué no hace y quién toma la decisión final. La mayoría de pacientes valora que su médico use tecnología moderna siempre que siga siendo su médico quien decide.

## Conclusión

La IA puede devolver tiempo de calidad a la consulta. El reto es incorporarla con prudencia, formación y protocolos claros para que sume sin sustituir el juicio clínico.`,
  },
  {
    slug: "automatizar-informes-financieros-con-ia",
    title: "Automatizar informes financieros con asistentes de IA",
    category: "finanzas",
    daysAgo: 21,
    featured: false,
    excerpt:
      "Cómo usar la IA para pasar de una hoja de cálculo a un informe mensual claro y comentado, con controles para que las cifras sean siempre correctas.",
    content: `Cada cierre de mes se repite la misma escena: exportar datos, preparar tablas, calcular variaciones y escribir los comentarios que explican por qué han subido los gastos o bajado las ventas. Los asistentes de IA pueden encargarse de buena parte de ese trabajo, siempre que diseñes el proceso con cuidado.

## Separa los cálculos de la redacción

La regla más importante: **los números se calculan con herramientas de cálculo, no con un modelo de lenguaje**. Los modelos de texto pueden equivocarse en operaciones aritméticas sencillas. Usa tu hoja de cálculo o tu programa contable para obtener las cifras y las variaciones, y reserva la IA para lo que hace mejor: explicar, resumir y dar formato.

## Un flujo de trabajo en cuatro pasos

1. **Prepara una tabla limpia** con las magnitudes clave: ingresos, gastos por partida, margen, tesorería y sus variaciones respecto al mes anterior y al presupuesto.
2. **Pide un análisis narrativo**: «Con esta tabla, redacta un comentario de gestión de 300 palabras para la dirección. Destaca las tres desviaciones más relevantes y sus posibles causas».
3. **Añade tu contexto**: la IA no sabe que en marzo se firmó un contrato importante o que hubo una incidencia con un proveedor. Incorpora esa información y pide que reescriba el comentario.
4. **Verifica cada cifra** del texto final contra la tabla original. Es un paso rápido y evita errores embarazosos.

## Plantillas que ahorran tiempo

Una vez que tengas un informe que te guste, conviértelo en plantilla. Indica al asistente la estructura fija (resumen ejecutivo, análisis de ingresos, análisis de gastos, tesorería, próximos pasos) y el tono adecuado para cada destinatario: más técnico para el consejo, más divulgativo para los responsables de área.

## Detectar anomalías

Otra aplicación útil es pedir al asistente que revise una lista de movimientos y señale los que parezcan inusuales: importes duplicados, proveedores nuevos o gastos fuera de lo habitual. No sustituye una auditoría, pero sí actúa como una segunda mirada que ayuda a priorizar revisiones.

## Confidencialidad

La información financiera es sensible. Utiliza herramientas con garantías contractuales de confidencialidad o trabaja con datos agregados y anonimizados. Evita pegar extractos bancarios completos o datos de clientes en asistentes públicos.

## Resultado

Los equipos que adoptan este enfoque reducen a la mitad el tiempo de preparación del informe mensual y, sobre todo, mejoran su calidad: comentarios más claros, mejor estructurados y entregados antes a quienes toman las decisiones.`,
  },
  {
    slug: "proteccion-de-datos-y-rgpd-al-usar-ia",
    title: "Protección de datos y RGPD al usar herramientas de IA",
    category: "etica-y-regulacion",
    daysAgo: 26,
    featured: false,
    excerpt:
      "Antes de introducir información de clientes en un asistente de IA conviene hacerse cinco preguntas. Una guía práctica para cumplir el RGPD sin renunciar a la tecnología.",
    content: `El Reglamento General de Protección de Datos no prohíbe usar inteligencia artificial, pero sí exige que el tratamiento de datos personales sea lícito, transparente y seguro. Para un profesional que quiere aprovechar los asistentes de IA, la clave está en **hacerse las preguntas correctas antes de empezar**.

## Cinco preguntas imprescindibles

1. **¿Necesito de verdad datos personales para esta tarea?** Muchas veces no. Un resumen de un contrato o la estructura de un informe pueden trabajarse con datos ficticios o anonimizados.
2. **¿Dónde se procesan los datos?** Comprueba si el proveedor trata la información dentro del Espacio Económico Europeo o, si no, qué garantías ofrece para las transferencias internacionales.
3. **¿Se usan mis datos para entrenar el modelo?** Muchos servicios permiten desactivarlo, y las versiones empresariales suelen excluirlo por contrato.
4. **¿Tengo un contrato de encargado del tratamiento?** Si la herramienta procesa datos personales por cuenta tuya, el RGPD exige un acuerdo que regule ese tratamiento.
5. **¿He informado a los interesados?** Tu política de privacidad debe reflejar los tratamientos que realizas, incluidos los que implican herramientas de IA.

## Anonimizar y seudonimizar

La anonimización real, que impide identificar a la persona por cualquier medio razonable, saca los datos del ámbito del RGPD. Es más exigente de lo que parece: un cargo, una fecha y una ciudad pueden bastar para identificar a alguien. La seudonimización, que sustituye los identificadores por códigos, reduce riesgos pero los datos siguen siendo personales.

Un hábito sencillo es preparar los textos antes de usarlos: sustituir nombres por «Cliente A», eliminar números de documento y redondear fechas e importes cuando no sean relevantes para la tarea.

## Evaluaciones de impacto

Si vas a usar IA de forma sistemática con datos sensibles, como los de salud, o para tomar decisiones que afecten a personas, es probable que necesites una **evaluación de impacto** en protección de datos. Es un ejercicio que obliga a describir el tratamiento, valorar los riesgos y documentar las medidas adoptadas.

## Decisiones automatizadas

El RGPD reconoce el derecho a no ser objeto de decisiones basadas únicamente en tratamientos automatizados que produzcan efectos jurídicos o significativos. Mantener a una persona que revise y decida no es solo una buena práctica: en muchos casos es una obligación legal.

## Conclusión

Cumplir el RGPD al usar IA es cuestión de método. Con una política interna clara, herramientas adecuadas y el hábito de minimizar datos, los profesionales pueden beneficiarse de la tecnología manteniendo la confianza de sus clientes.`,
  },
  {
    slug: "marketing-de-contenidos-con-ia-sin-perder-tu-voz",
    title: "Marketing de contenidos con IA sin perder tu voz",
    category: "marketing",
    daysAgo: 31,
    featured: false,
    excerpt:
      "La IA puede multiplicar tu producción de contenidos, pero también volverlos genéricos. Claves para publicar más sin sonar como todos los demás.",
    content: `Publicar con regularidad en un blog, una newsletter o redes profesionales es una de las mejores formas de atraer clientes. El problema es el tiempo. Los asistentes de IA prometen resolverlo, y es cierto que pueden multiplicar tu producción. El riesgo es acabar publicando textos correctos pero **intercambiables**, que podría haber firmado cualquiera.

## La IA como ayudante, no como autora

El contenido que funciona transmite experiencia propia: casos reales, opiniones fundamentadas, errores de los que has aprendido. Eso no lo puede inventar un modelo. Úsalo para las partes mecánicas del proceso y reserva para ti lo que te diferencia.

Tareas en las que la IA ayuda de verdad:

- **Generar ideas** a partir de las preguntas frecuentes de tus clientes.
- **Estructurar** un artículo a partir de tus notas o de una grabación de voz.
- **Adaptar** un mismo contenido a distintos formatos: artículo, publicación breve, guion de vídeo, correo.
- **Revisar** la claridad, la longitud de las frases y posibles errores.

## Entrena tu estilo

Reúne cinco textos tuyos que consideres representativos y pide al asistente que describa tu estilo: longitud de frases, vocabulario, tono, recursos habituales. Guarda esa descripción y úsala como parte de tus instrucciones. Los resultados se parecerán mucho más a lo que escribirías tú.

## Aporta lo que solo tú sabes

Antes de pedir un borrador, escribe tres o cuatro ideas propias: una anécdota de un cliente (anonimizada), una cifra de tu experiencia, una opinión que vaya contra la corriente. Pide que el texto se construya alrededor de esas ideas. El resultado será útil para tus lectores y difícil de copiar.

## Cuidado con los datos y las fuentes

Los modelos pueden inventar estadísticas o atribuir citas a quien no las dijo. Verifica cualquier dato antes de publicarlo y enlaza siempre a fuentes fiables. Un error de este tipo daña tu credibilidad mucho más de lo que ahorra la herramienta.

## Mide y ajusta

Compara el rendimiento de los contenidos en los que has invertido más trabajo personal con los más automatizados: tiempo de lectura, respuestas, contactos generados. En la mayoría de casos descubrirás que la combinación ganadora es **IA para la estructura y tú para la sustancia**.

## Conclusión

La IA no sustituye tu voz, pero puede darle más alcance. Úsala para quitarte trabajo mecánico y dedica el tiempo ganado a lo que hace que tus clientes te elijan a ti.`,
  },
];
