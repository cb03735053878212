/**
 * Known XSS payloads, each of which sets `window.__xss` if it ever runs. Short ones fit in names
 * and titles; the Markdown ones exercise the post renderer (links, images, raw HTML, mXSS).
 */
export const SHORT_PAYLOADS = [
  `<img src=x onerror="window.__xss=1">`,
  `<svg onload=window.__xss=1>`,
  `"><script>window.__xss=1</script>`,
  `'><details open ontoggle=window.__xss=1>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>">`,
  `javascript:window.__xss=1`,
] as const;

export const MARKDOWN_PAYLOADS = [
  ...SHORT_PAYLOADS,
  `[pulsa aquí](javascript:window.__xss=1)`,
  `[codificado](javascript&colon;window.__xss=1)`,
  `[mayúsculas](JaVaScRiPt:window.__xss=1)`,
  `![imagen](x" onerror="window.__xss=1)`,
  `<a href="javascript:window.__xss=1">enlace</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>`,
  `<form><button formaction=javascript:window.__xss=1>enviar</button></form>`,
  `<object data="javascript:window.__xss=1"></object>`,
  `<embed src="data:text/html,<script>parent.__xss=1</script>">`,
  `<div style="background:url(javascript:window.__xss=1)">estilo</div>`,
  `<body onload=window.__xss=1>`,
  `<input autofocus onfocus=window.__xss=1>`,
  "```html\n<script>window.__xss=1</script>\n```",
  `<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">`,
] as const;
