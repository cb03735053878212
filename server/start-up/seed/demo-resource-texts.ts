import type { DemoResource } from "./demo-resources";

/** The demo resources' Spanish texts: real, short documents a professional can use as they are. */
export const DEMO_RESOURCE_TEXTS: DemoResource[] = [
  {
    title: "Plantilla de política de uso de IA en el despacho",
    description:
      "Un documento listo para adaptar que fija qué herramientas de IA se usan, con qué datos y bajo qué revisión.",
    type: "template",
    category: "ia",
    fileName: "politica-uso-ia.md",
    body: `# Política de uso de inteligencia artificial

**Organización:** [Nombre del despacho o empresa]
**Versión:** 1.0 — **Fecha de aprobación:** [fecha]
**Responsable:** [nombre y cargo]

## 1. Objeto
Esta política establece cómo el equipo puede usar herramientas de inteligencia artificial (IA) generativa en su trabajo diario, protegiendo la confidencialidad de los clientes y la calidad del servicio.

## 2. Herramientas autorizadas
| Herramienta | Uso permitido | Datos permitidos |
|---|---|---|
| [Asistente 1] | Redacción y resumen | Sin datos personales |
| [Asistente 2] | Análisis de documentos | Datos anonimizados |

Cualquier otra herramienta requiere la aprobación previa del responsable.

## 3. Datos que nunca se introducen
- Datos personales de clientes sin anonimizar.
- Secretos profesionales, estrategias procesales o información financiera no pública.
- Contraseñas, claves o credenciales de acceso.

## 4. Revisión humana
Todo resultado generado con IA que llegue a un cliente debe ser revisado por una persona cualificada, que responde de su contenido.

## 5. Transparencia
Se informará al cliente cuando un entregable se haya elaborado con ayuda sustancial de IA.

## 6. Formación e incidencias
El equipo recibirá formación anual. Cualquier incidencia (filtración, error relevante) se comunica al responsable en un plazo de 24 horas.
`,
  },
  {
    title: "Guía de prompts para profesionales",
    description:
      "Cómo escribir instrucciones claras a un asistente de IA, con ejemplos para despachos, consultoras y docentes.",
    type: "guide",
    category: "ia",
    fileName: "guia-prompts-profesionales.pdf",
    body: `# Guía de prompts para profesionales
Un buen resultado empieza por una buena instrucción. Esta guía resume un método en cinco pasos.
## 1. Define el papel
Indica al asistente desde qué perspectiva debe responder: "Actúa como asesor fiscal con experiencia en pymes".
## 2. Da el contexto
Explica la situación, el destinatario y el objetivo. Cuanto más concreto, mejor.
## 3. Pide un formato
Tabla, lista de puntos, correo de 150 palabras... El formato evita respuestas genéricas.
## 4. Marca los límites
Qué no debe hacer: inventar normas, citar sentencias sin fuente, usar tecnicismos con un cliente particular.
## 5. Itera
Pide mejoras concretas: "más breve", "añade un ejemplo", "revisa el tono".
## Ejemplos
- Despacho: "Resume esta sentencia en cinco puntos para un cliente sin formación jurídica".
- Consultoría: "Propón tres indicadores para medir el éxito de este proyecto y explica cómo calcularlos".
- Docencia: "Crea una rúbrica de cuatro niveles para evaluar una exposición oral de 4.º de ESO".
## Recuerda
Revisa siempre el resultado: la responsabilidad profesional sigue siendo tuya.`,
  },
  {
    title: "Checklist de cumplimiento del Reglamento de IA",
    description:
      "Los puntos que una organización debe revisar antes de desplegar un sistema de IA según el Reglamento europeo.",
    type: "checklist",
    category: "estrategia",
    fileName: "checklist-reglamento-ia.pdf",
    body: `# Checklist de cumplimiento del Reglamento de IA
Marca cada punto cuando esté revisado y documentado.
## Inventario
- [ ] Lista de sistemas de IA en uso, con proveedor y finalidad.
- [ ] Clasificación de cada sistema por nivel de riesgo.
## Prácticas prohibidas
- [ ] Ningún sistema manipula, puntúa socialmente o identifica biométricamente sin base legal.
## Alto riesgo
- [ ] Sistema de gestión de riesgos documentado.
- [ ] Datos de entrenamiento y calidad revisados con el proveedor.
- [ ] Supervisión humana asignada a personas formadas.
- [ ] Registros de funcionamiento conservados.
## Transparencia
- [ ] Las personas saben cuándo interactúan con una IA.
- [ ] El contenido generado o manipulado se señala como tal.
## Alfabetización en IA
- [ ] Formación adecuada para quienes usan o supervisan los sistemas.
## Revisión
- [ ] Responsable asignado y fecha de la próxima revisión: ____________`,
  },
  {
    title: "Kit de evaluación de herramientas de IA",
    description:
      "Criterios, matriz de puntuación y preguntas para el proveedor: compara herramientas antes de contratarlas.",
    type: "toolkit",
    category: "herramientas",
    fileName: "kit-evaluacion-herramientas.md",
    body: `# Kit de evaluación de herramientas de IA

## 1. Criterios y peso
| Criterio | Peso | Herramienta A | Herramienta B |
|---|---|---|---|
| Calidad de los resultados en nuestras tareas | 30 % | /5 | /5 |
| Protección de datos (ubicación, uso para entrenamiento) | 25 % | /5 | /5 |
| Integración con nuestras aplicaciones | 15 % | /5 | /5 |
| Coste total por usuario y año | 15 % | /5 | /5 |
| Soporte y estabilidad del proveedor | 15 % | /5 | /5 |

Puntuación final = suma de (puntuación × peso).

## 2. Prueba práctica
1. Elige tres tareas reales y frecuentes del equipo.
2. Ejecuta las mismas tareas con cada herramienta.
3. Pide a dos personas que valoren los resultados sin saber qué herramienta los produjo.

## 3. Preguntas para el proveedor
- ¿Dónde se almacenan y procesan los datos?
- ¿Se usan nuestros datos para entrenar modelos?
- ¿Qué certificaciones de seguridad tiene (ISO 27001, ENS)?
- ¿Cómo se exportan nuestros datos si dejamos el servicio?

## 4. Decisión
Documenta la herramienta elegida, el motivo y la fecha de revisión.
`,
  },
  {
    title: "Plantilla de cláusula de confidencialidad con proveedores de IA",
    description:
      "Texto base para contratos con proveedores de IA: tratamiento de datos, prohibición de entrenamiento y borrado.",
    type: "template",
    category: "general",
    fileName: "clausula-confidencialidad-ia.md",
    body: `# Cláusula de confidencialidad y tratamiento de datos con proveedores de IA

**PRIMERA. Confidencialidad.** El PROVEEDOR tratará como confidencial toda la información que el CLIENTE introduzca en el servicio y no la revelará a terceros salvo obligación legal.

**SEGUNDA. Prohibición de entrenamiento.** El PROVEEDOR no utilizará los datos, documentos ni instrucciones del CLIENTE para entrenar, ajustar o mejorar modelos de inteligencia artificial, propios o de terceros.

**TERCERA. Ubicación de los datos.** Los datos se almacenarán y procesarán dentro del Espacio Económico Europeo, salvo autorización previa y por escrito del CLIENTE.

**CUARTA. Subencargados.** El PROVEEDOR informará de los subencargados del tratamiento y de cualquier cambio con treinta (30) días de antelación.

**QUINTA. Borrado.** Al finalizar el contrato, el PROVEEDOR devolverá o borrará los datos del CLIENTE en un plazo máximo de treinta (30) días y lo certificará por escrito.

**SEXTA. Incidentes.** El PROVEEDOR notificará cualquier brecha de seguridad que afecte a los datos del CLIENTE en un plazo máximo de cuarenta y ocho (48) horas.

*Adapta esta plantilla con tu asesor jurídico antes de usarla.*
`,
  },
  {
    title: "Checklist de protección de datos antes de usar un asistente",
    description: "Diez comprobaciones rápidas antes de pegar un documento en un asistente de IA.",
    type: "checklist",
    category: "general",
    fileName: "checklist-proteccion-datos.pdf",
    body: `# Checklist de protección de datos antes de usar un asistente
Diez comprobaciones antes de pegar un documento en una herramienta de IA.
- [ ] 1. La herramienta está autorizada por la organización.
- [ ] 2. He quitado nombres, DNI, direcciones y teléfonos.
- [ ] 3. He sustituido los datos de clientes por referencias genéricas.
- [ ] 4. El documento no contiene secretos profesionales ni estrategias.
- [ ] 5. No incluyo datos de salud, de menores ni otras categorías especiales.
- [ ] 6. La cuenta usada es la corporativa, no una personal.
- [ ] 7. El historial de conversaciones está configurado según la política.
- [ ] 8. Sé dónde se guardará el resultado y quién podrá verlo.
- [ ] 9. Revisaré el resultado antes de usarlo o enviarlo.
- [ ] 10. Si algo sale mal, sé a quién avisar.
## Si dudas
No lo introduzcas. Consulta antes con la persona responsable de protección de datos.`,
  },
];
