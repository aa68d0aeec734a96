/**
 * Answers fetched before the app's JavaScript runs. index.html's boot script (apps/pwa/build/boot-script.mjs)
 * starts the GETs every logged-in screen needs first (profile, company settings) while the JavaScript still
 * downloads, so their round trip no longer waits behind it. `earlyFetch` wraps the client's fetch: a GET for one
 * of those URLs, with the same token, takes the early answer once; everything else, a second call, a different
 * token, or an early request that failed, goes to the network as usual.
 */
export interface EarlyAnswer {
  /** Absolute URL of the GET. */
  readonly url: string;
  /** The bearer token the early request carried. */
  readonly token: string;
  readonly response: Promise<Response>;
}

export function earlyFetch(base: typeof fetch, answers: readonly EarlyAnswer[]): typeof fetch {
  const waiting = [...answers];
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET' && waiting.length > 0) {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      const index = waiting.findIndex((answer) => answer.url === request.url && answer.token === token);
      if (index >= 0) {
        const [answer] = waiting.splice(index, 1);
        try {
          return await (answer as EarlyAnswer).response;
        } catch {
          // The early request failed (offline, aborted): this call goes to the network with its own retries.
        }
      }
    }
    return base(input, init);
  };
}
