/**
 * The PWA's `session` chunk: the code every logged-in area's first screen loads (24 of the 25 ROUTE_BUDGETS rows,
 * not /login): zod and the contract's shared schemas, core's API client, the profile and company stores, and the
 * server clock the API client records each answer's `Date` header in. The client's transport (ky and the thin layer
 * beside it) is a file of its own, loaded with the first call that goes to the network (the boot script preloads it).
 * Left to automatic splitting these were five files (load-state, api-client, profile, company and the app's
 * api-client), each a request of its own on the slow link; as one, /attendance loads 10 files instead of 13 and
 * 0.5 KB less. Only these modules are captured, not what they import: the catalogue and React stay in the entry,
 * which every route loads first, so /login does not load this chunk.
 */
export const SESSION_SOURCES = [
  'node_modules/zod/',
  'packages/core/src/api/',
  'packages/core/src/contract/common.ts',
  'packages/core/src/contract/endpoint.ts',
  'packages/core/src/contract/bank-account.ts',
  'packages/core/src/contract/profile.ts',
  'packages/core/src/contract/company.ts',
  'packages/core/src/stores/load-state.ts',
  'packages/core/src/stores/profile.ts',
  'packages/core/src/stores/company.ts',
  'packages/core/src/stores/server-clock.ts',
  'packages/core/src/rules/clock-offset.ts',
  'apps/pwa/src/lib/api-client.ts',
  // the first touch that loads the transport (the clock screen also listens for it): a file of its own, +0.13 KB by
  // idle on every signed-in route
  'apps/pwa/src/lib/first-input.ts',
  'apps/pwa/src/config/env.ts',
  // Small modules every signed-in area loads with the above, each a file of its own before (~0.2 to 0.9 KB gzip, a
  // good part of it a file's own overhead): the area gate, the QR passphrase the config reads, and the areas' header
  // with its back arrow. (The sign-in wait and the Result helpers stay out: /login uses them, and would load this
  // chunk.)
  'packages/ui/src/area-gate.tsx',
  // The load-failure line with Coba lagi: every logged-in area's first screen loads it (its own 0.5 KB file before).
  'packages/ui/src/load-failure.tsx',
  'packages/core/src/qr/passphrase.ts',
  'apps/pwa/src/ui/area-header.tsx',
  'apps/pwa/src/ui/back-icon.tsx',
  // The areas' forbidden dialog (attendance, supervisor, loan): as a file of its own, three of every four signed-in
  // routes loaded 0.3 KB more by idle for 0.3 KB of code.
  'apps/pwa/src/ui/area-forbidden.tsx',
];

/**
 * Modules under SESSION_SOURCES the client loads only when needed: the transport (ky under it), with the first call
 * that goes to the network (a first screen's GETs the boot script made need none); the XMLHttpRequest fetch of an
 * upload with progress (the upload contract, loaded with the first upload, is not listed at all). Captured, they
 * would load with every first screen.
 */
export const SESSION_EXCLUDED = [
  'packages/core/src/api/transport.ts',
  'packages/core/src/api/attempt-fetch.ts',
  'packages/core/src/api/xhr-fetch.ts',
];

/** Is the module `id` (an absolute path, as Rolldown names it) part of the session chunk? */
export function inSessionChunk(id) {
  const path = id.split('\\').join('/');
  if (SESSION_EXCLUDED.some((source) => path.includes(`/${source}`))) return false;
  return SESSION_SOURCES.some((source) => path.includes(`/${source}`));
}

/** The Rolldown `output.codeSplitting` group. */
export const SESSION_CHUNK = { name: 'session', includeDependenciesRecursively: false, test: inSessionChunk };
