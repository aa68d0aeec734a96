import type { APIRequestContext, BrowserContext } from '@playwright/test';

export interface PersonaApi {
  name: string;
  token: string;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body: unknown): Promise<T>;
}
export function personaApi(request: APIRequestContext, mockUrl: string, key: string): Promise<PersonaApi>;
export function clockInAt(
  request: APIRequestContext,
  mockUrl: string,
  key: string,
  at: string,
): Promise<{ clockIn: string; startTime: string }>;
export function annualLeaveLeft(
  request: APIRequestContext,
  mockUrl: string,
  key: string,
): Promise<{ allowance: number; collective: number; left: number }>;
export function clockInsThenAt(
  context: BrowserContext,
  request: APIRequestContext,
  mockUrl: string,
  clockIns: readonly (readonly [key: string, at: string])[],
  then: string,
): Promise<void>;
export function phoneKeys(): ReturnType<typeof import('@upah/core/qr/gate-keyring').gateKeyring>;
export const SELFIE_JPEG: Buffer;
export function uploadSelfie(request: APIRequestContext, mockUrl: string, token: string): Promise<string>;
export function signedClockIn(
  request: APIRequestContext,
  mockUrl: string,
  token: string,
  employeeId: number,
  body: { scheduleId: number; latitude: number; longitude: number; clientTime: string },
): Promise<{ id: number; clockIn: string; photo: string }>;
export interface TestClock {
  pin(at: string | Date): Promise<void>;
  move(at: string | Date): Promise<void>;
  clockInsThen(clockIns: readonly (readonly [key: string, at: string])[], then: string): Promise<void>;
}
export function testClock(context: BrowserContext, request: APIRequestContext, mockUrl: string): TestClock;
