/**
 * The PWA's `shell` chunk: what every route loads with the entry besides react-dom and the router, gathered in one
 * file: React itself and its JSX runtime, valtio (the stores' proxies and `useSnapshot`) with proxy-compare under
 * it, the catalogue's messages (the contract's and the client's words) and core's two smallest rules every route
 * uses (rules/wait.ts, rules/result.ts). Left to automatic splitting these were six files beside the entry (react,
 * jsx-runtime, vanilla, messages, wait, result), each a request of its own and a gzip stream of its own; as one,
 * every route loads ~0.6 to 0.9 KB gzip less (measured with scripts/budget.mjs). Only these modules are
 * captured, not what they import.
 */
const SHELL_MODULE =
  /\/node_modules\/(react|valtio|proxy-compare)\/|\/packages\/core\/src\/(catalogue\/messages|rules\/wait|rules\/result)\.ts$/;

/** Is the module `id` (an absolute path, as Rolldown names it) part of the shell chunk? */
export function inShellChunk(id) {
  return SHELL_MODULE.test(id.split('\\').join('/'));
}

/** The Rolldown `output.codeSplitting` group. */
export const SHELL_CHUNK = { name: 'shell', includeDependenciesRecursively: false, test: inShellChunk };
