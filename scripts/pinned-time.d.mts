import type { APIRequestContext, BrowserContext } from '@playwright/test';

export function pinTime(
  context: BrowserContext,
  request: APIRequestContext,
  mockUrl: string,
  at: string | Date,
): Promise<void>;
export function moveTime(
  context: BrowserContext,
  request: APIRequestContext,
  mockUrl: string,
  at: string | Date,
): Promise<void>;
