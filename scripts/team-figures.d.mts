import type { Page } from '@playwright/test';

export function figuresUnlike(page: Page, members: readonly { status: string }[]): Promise<string[]>;
