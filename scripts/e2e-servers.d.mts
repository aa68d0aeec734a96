import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
export function e2eWebServers(options: {
  appDir: string;
  appPort: number;
  mockPort: number;
  env?: Record<string, string>;
}): WebServer[];
export const LANE_PORT_STEP: number;
export const E2E_WORKERS: number;
export const LANE: number;
export function lanePort(basePort: number, lane?: number): number;
export function lanes(): number[];
