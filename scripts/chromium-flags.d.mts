export const CHROMIUM_ARGS: string[];
export function fakeCameraArgs(videoFile?: string): string[];
