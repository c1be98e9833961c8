// The Content-Security-Policy forbids eval. Without this, zod probes `new Function` as soon as a page defines its
// first schema, and the browser reports a CSP violation for it (Lighthouse: "Issues were logged"). zod keeps its
// settings on this global (zod/v4/core/core.js) and keeps an object found there: setting it here, before any lazy
// chunk defines a schema, costs none of the landing page's bytes that `z.config({ jitless: true })` would.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
