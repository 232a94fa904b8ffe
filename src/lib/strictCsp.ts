// zod probes whether it may compile parsers with `new Function`; under the app's CSP (script-src 'self') that probe
// is refused and the browser reports a CSP violation on every page. Interpreted parsing never asks. zod reads its
// settings from this global when it first loads, so setting it here keeps zod itself off the first page: only the
// screens whose forms use it load it.
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

export {};
