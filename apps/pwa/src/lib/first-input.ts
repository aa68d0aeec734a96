/**
 * The user's first touch, key or focus on the page: what loads the API client's transport where a screen's first
 * calls were all early GETs (./api-client.ts), and what starts the clock screen's device-key registration. Listened
 * to in the capture phase, once; the returned function stops listening (a screen that closes first).
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

export function onFirstInput(callback: () => void): () => void {
  const stop = () => {
    for (const type of INPUT_EVENTS) removeEventListener(type, run, true);
  };
  function run() {
    stop();
    callback();
  }
  for (const type of INPUT_EVENTS) addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
