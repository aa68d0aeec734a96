import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
export function e2eWebServers(options: {
  appDir: string;
  appPort: number;
  mockPort: number;
  env?: Record<string, string>;
}): WebServer[];
