export const CHROMIUM_BROWSER: string;
export const CHROMIUM_HEADLESS_SHELL: string;
export const E2E_CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
export function fakeCameraArgs(videoFile?: string): string[];
