/**
 * Loads side by side in turns, for the e2e that open many routes cold (cls-cold-load.spec.ts, pwa-budget.spec.ts).
 * Apart from cold-cls.ts, which throttles the CPU: a spec that only runs in turns is not one E2E_NO_THROTTLE leaves
 * out (scripts/throttled-specs.mjs).
 */

/**
 * Cold loads run side by side, each in its own context and throttled on its own: most of a throttled load is
 * waiting on the emulated network, so three at once take about a third of the time (the suite's budget).
 */
export const CONCURRENT_LOADS = 3;

/** `work` over `items`, at most `concurrency` at a time; the results in the items' order. */
export async function inTurns<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}
