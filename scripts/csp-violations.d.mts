import type { Page } from '@playwright/test';

export function watchCspViolations(page: Page): Promise<string[]>;
