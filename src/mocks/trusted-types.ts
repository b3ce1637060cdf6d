// The CSP requires Trusted Types for script sinks (`require-trusted-types-for 'script'`, issue #30):
// no string becomes script, script URL or HTML that runs. The mock build is served with the same
// headers, and MSW registers its service worker with a plain string, which such a page refuses.
// A default policy lets exactly the worker's own script URL through; it passes nothing else, so
// every other sink stays closed (and a refusal is reported as a CSP violation, as without it).
// Mock builds only: the production build has no worker and needs no policy.

interface PolicyFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): unknown;
}

export function allowMockWorkerScript(workerPath = '/mockServiceWorker.js'): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (input) => (new URL(input, location.href).pathname === workerPath ? input : null),
  });
}
