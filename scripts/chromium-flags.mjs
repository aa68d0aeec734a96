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
