import type { Page } from '@playwright/test';

export function rowOverlaps(page: Page, rowSelector: string): Promise<string[]>;
