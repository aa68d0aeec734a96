/**
 * Answers fetched before the app's JavaScript runs. index.html's boot script (apps/pwa/build/boot-script.mjs)
 * starts the GETs every logged-in screen needs first (profile, company settings) while the JavaScript still
 * downloads, so their round trip no longer waits behind it. The API client asks `earlyAnswers(...).take` before
 * each call: a GET for one of those URLs, with the same token, takes the early answer once, and the client uses
 * a successful one as it is, without building a request (a request's per-call work is part of a cold start's long
 * tasks); everything else, a second call, a different token, an early request that failed or answered an
 * error status, goes to the network as usual.
 *
 * An early answer is only as fresh as the page load that fetched it. A screen that does not ask for it at once
 * (the loan area reloaded on its fill step asks for its history only after the loan is submitted) must not get it
 * later: every answer still waiting is dropped on the first call that is not a GET (a write may change what a GET
 * returns) and once it is older than `maxAgeMs` (default 15 s) after the boot script started it.
 *
 * An early answer has usually arrived long before the screen asks for it, so its promise is settled: awaited as it
 * is, the answers of a screen's first calls would be parsed, validated, stored and rendered in one chain of
 * microtasks, one long task. Each is handed over in a task of its own instead (`handOver`, default a 0 ms timer),
 * as a network answer would arrive.
 */
export interface EarlyAnswer {
  /** Absolute URL of the GET. */
  readonly url: string;
  /** The bearer token the early request carried. */
  readonly token: string;
  readonly response: Promise<Response>;
  /** When the boot script started it, on the `performance.now()` clock; absent: no age limit. */
  readonly startedAt?: number;
}

export interface EarlyAnswersOptions {
  /** An answer older than this (from `startedAt`) goes unused. Default 15000. */
  maxAgeMs?: number;
  /** The clock of `startedAt`. Default `performance.now()`. */
  now?: () => number;
  /** Resolves in the task an early answer is handed over in. Default: a 0 ms timer. */
  handOver?: () => Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The early answers as the API client takes them (`ApiClientConfig.early`). */
export interface EarlyAnswers {
  /**
   * The early answer for this call, or null (nothing waiting for it: the call goes to the network). `url` is the
   * call's, absolute or relative to the page ('/api/…'), resolved as a Request's url would be. Any method
   * other than GET drops every answer still waiting. The promise resolves in a task of its own (`handOver`) to
   * the response, or to null when the early request failed (the call then goes to the network, with its retries).
   */
  take(method: string, url: string, token: string): Promise<Response | null> | null;
}

export function earlyAnswers(
  answers: readonly EarlyAnswer[],
  { maxAgeMs = 15_000, now = () => performance.now(), handOver = nextTask }: EarlyAnswersOptions = {},
): EarlyAnswers {
  const waiting = [...answers];
  return {
    take(method, url, token) {
      if (waiting.length === 0) return null;
      if (method.toUpperCase() !== 'GET') {
        waiting.length = 0;
        return null;
      }
      const time = now();
      for (let i = waiting.length - 1; i >= 0; i--) {
        const startedAt = waiting[i]?.startedAt;
        if (startedAt !== undefined && time - startedAt > maxAgeMs) waiting.splice(i, 1);
      }
      const absolute = typeof location === 'undefined' ? url : new URL(url, location.href).href;
      const index = waiting.findIndex((answer) => answer.url === absolute && answer.token === token);
      if (index < 0) return null;
      const [answer] = waiting.splice(index, 1);
      return (answer as EarlyAnswer).response.then(
        async (response) => {
          await handOver();
          return response;
        },
        () => null,
      );
    },
  };
}

declare global {
  interface Window {
    /** The early GETs index.html's boot script started (scripts/boot-script.mjs), when a session cookie exists. */
    __upahEarly?: EarlyAnswer[];
  }
}

/**
 * The boot script's early GETs (`window.__upahEarly`), taken once: the global is cleared, so a second API client
 * (or a test) starts with none. Outside a browser: none.
 */
export function takeBootAnswers(): EarlyAnswer[] {
  if (typeof window === 'undefined') return [];
  const answers = window.__upahEarly ?? [];
  window.__upahEarly = undefined;
  return answers;
}
