import type { APIRequestContext, BrowserContext } from '@playwright/test';

export function mockTime(request: APIRequestContext, mockUrl: string): Promise<number>;
export function resetMockAt(request: APIRequestContext, mockUrl: string, at: string | Date): Promise<void>;
export function pinTime(
  context: BrowserContext,
  request: APIRequestContext,
  mockUrl: string,
  at: string | Date,
): Promise<void>;
export function joinTime(context: BrowserContext, request: APIRequestContext, mockUrl: string): Promise<void>;
export function moveTime(
  context: BrowserContext,
  request: APIRequestContext,
  mockUrl: string,
  at: string | Date,
): Promise<void>;
export function setMockClock(
  request: APIRequestContext,
  mockUrl: string,
  at: string | Date,
  options?: { frozen?: boolean },
): Promise<void>;
