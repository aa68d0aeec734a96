import { existsSync } from 'node:fs';

/** Debian's Chromium (package chromium): the browser, for Lighthouse and a look by hand. */
export const CHROMIUM_BROWSER = '/usr/bin/chromium';
/** Debian's chromium-headless-shell: the same engine without the browser's hidden window and its UI renderer. */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium every end-to-end test and benchmark launches: CHROMIUM_PATH when set, else the headless shell when
 * installed (what Playwright itself runs headless; on this 2-core machine the same three PWA spec files took 145 s
 * there against 217 s in Chromium's new headless mode), else Chromium.
 */
export const E2E_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM_BROWSER);

/**
 * Chromium flags of every test, benchmark and Lighthouse run (DESIGN: Debian Chromium, run as root, on a machine
 * whose network is closed): no sandbox or GPU, and none of Chromium's own background connections, which this
 * machine refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's fake camera, permission granted without a prompt: its test pattern, or the frames of `videoFile`
 * (a .y4m) when given.
 */
export function fakeCameraArgs(videoFile) {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    ...(videoFile ? [`--use-file-for-fake-video-capture=${videoFile}`] : []),
  ];
}
