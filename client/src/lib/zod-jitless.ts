// The Content-Security-Policy forbids eval. Left alone, zod probes `new Function` when it builds
// an object schema (to decide whether to compile a fast parser), and the browser reports that
// probe as a CSP violation (a console error, and a failed Lighthouse best-practices audit) even
// though zod catches it. Setting zod's global config to jitless before any zod module runs skips
// the probe. It is set through the global that zod reads (and creates only when absent) rather
// than by importing zod, which would put zod into the first-load bundle of every page. In the
// browser we validate a handful of form fields; the interpreter is plenty.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
