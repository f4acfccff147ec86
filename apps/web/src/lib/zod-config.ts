/**
 * zod compiles object parsers with `new Function` when it may, and probes for that as each object schema is built.
 * The CSP forbids eval, so the probe is refused and reported as a Content-Security-Policy violation (Lighthouse's
 * "Issues" audit) on every page that loads the contracts' schemas. jitless skips the probe; parsing is the same.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (one object shared by every copy of zod) and adopts
 * an object already there. Set here, before zod loads, it keeps zod off the first page: `z.config()` would load
 * zod's core.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

export {};
