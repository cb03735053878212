// Zod compiles object parsers with `new Function` unless told not to; our CSP has no
// 'unsafe-eval', so in the browser that probe is a reported violation. Imported first by main.tsx,
// before any schema is defined.
//
// Zod keeps its configuration in this global (zod/v4/core/core.js) so that every copy of zod
// shares it, and only creates it when absent. Setting it here is what `z.config({ jitless: true })`
// does, without importing zod's core (~5 KB gzipped) into the first chunk, which defines no schema.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
