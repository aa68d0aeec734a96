/**
 * The PWA's `clock-tap` chunk: what the clock screen loads right after it shows so that a tap is kept
 * (core's stores/clock-tap.ts) with the phone's signature over the tap (stores/clock-sign.ts, qr/clock-proof.ts).
 * The send (stores/clock-submit.ts with the clock contract) is a chunk of its own, loaded by the tap that sends. Left to automatic splitting the signature was a file of its own (the
 * clock queue also imports it, on replaying a signed entry), so every clock screen loaded two files where one does.
 */
const TAP_MODULE = /packages\/core\/src\/(stores\/clock-tap|stores\/clock-sign|qr\/clock-proof)\.ts$/;

/** The Rolldown `output.codeSplitting` group (only these modules, not what they import). */
export const CLOCK_TAP_CHUNK = {
  name: 'clock-tap',
  includeDependenciesRecursively: false,
  test: (id) => TAP_MODULE.test(id.split('\\').join('/')),
};
