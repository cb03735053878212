import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to; our CSP has no
// 'unsafe-eval', so in the browser that probe is a reported violation. Imported first by main.tsx,
// before any schema is defined.
z.config({ jitless: true });
