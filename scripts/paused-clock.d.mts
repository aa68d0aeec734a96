import type { Expect, Locator, Page } from '@playwright/test';

export function pauseOnceShown(page: Page, locator: Locator, expect: Expect): Promise<void>;
export function withPausedClockTicking<T>(page: Page, work: () => Promise<T>): Promise<T>;
