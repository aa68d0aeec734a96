/**
 * The PWA's `clock-queue-check` chunk: what every signed-in route loads once its first screen has loaded to learn
 * whether the phone holds clock entries (src/lib/clock-queue-check.ts and core's stores/clock-queue-kept.ts, which
 * the clock queue imports too). Left to automatic splitting they were two files loaded together by every route
 * (0.29 and 0.51 KB gzip). The IndexedDB wrapper they read with (idb-keyval) stays a file of its own: the clock and
 * selfie screens load it with their first render, and would then load the check with it.
 */
const CHECK_MODULE =
  /(apps\/pwa\/src\/lib\/clock-queue-check|packages\/core\/src\/stores\/clock-queue-kept)\.ts$/;

/** The Rolldown `output.codeSplitting` group (only these modules, not what they import). */
export const CLOCK_CHECK_CHUNK = {
  name: 'clock-queue-check',
  includeDependenciesRecursively: false,
  test: (id) => CHECK_MODULE.test(id.split('\\').join('/')),
};
