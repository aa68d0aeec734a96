import type { Page } from '@playwright/test';

export declare const WCAG_TAGS: readonly string[];
export declare function axeViolations(page: Page, exclude?: readonly string[]): Promise<string[]>;
