import type { Page } from '@playwright/test';

/** The controls smaller than `size` px in either direction, as `tag "name" W×H` rows. */
export function controlsUnder(page: Page, size: number): Promise<string[]>;
