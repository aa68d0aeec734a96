import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglishMessages } from '../catalogue';
import { apiError, errorText, isApiError, kindOfStatus, messageForStatus } from './errors';
import { newIdempotencyKey } from './idempotency';

// the English messages load with an English UI (catalogue/index.ts loadEnglishMessages)
beforeAll(loadEnglishMessages);
describe('ApiError family (SPEC §8)', () => {
  it('§8 errors are plain objects: the guard survives structuredClone and refuses look-alikes', () => {
    const error = apiError({ kind: 'server', status: 500, endpointId: 'x.y', message: 'serverProblem' });
    expect(isApiError(structuredClone(error))).toBe(true);
    expect(isApiError({ kind: 'server', endpointId: 'x.y', message: null })).toBe(false);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('§8 status kinds: 401, 403, 400/422, 404, 409, 5xx', () => {
    expect([401, 403, 400, 422, 404, 409, 500, 503].map(kindOfStatus)).toEqual([
      'unauthorized',
      'forbidden',
      'validation',
      'validation',
      'not_found',
      'conflict',
      'server',
      'server',
    ]);
  });

  it('§8 401 and 403 texts win over the server message; 403 depends on the login context', () => {
    expect(messageForStatus(401, 'app', 'jwt expired')).toBe('unauthorized');
    expect(messageForStatus(403, 'login', 'x')).toBe('loginNotRegistered');
    expect(messageForStatus(403, 'app', 'x')).toBe('forbidden');
    expect(messageForStatus(400, 'app', 'Nominal tidak valid')).toBeNull();
    expect(messageForStatus(500, 'app', undefined)).toBe('serverProblem');
  });

  it("§8 errorText: catalogue text in the chosen language, else the server's message, else generic", () => {
    const forbidden = apiError({ kind: 'forbidden', status: 403, endpointId: 'a', message: 'forbidden' });
    expect(errorText(forbidden)).toBe('Anda tidak memiliki akses untuk fitur ini.');
    expect(errorText(forbidden, 'en')).toBe('You do not have access to this feature.');
    const passed = apiError({
      kind: 'conflict',
      status: 409,
      endpointId: 'a',
      message: null,
      serverMessage: 'Sudah diproses',
    });
    expect(errorText(passed)).toBe('Sudah diproses');
    expect(errorText(new Error('boom'))).toBe('Terjadi kesalahan');
  });
});

describe('newIdempotencyKey (SPEC §7 money-moving calls)', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('§7 idempotency: keys are UUID v4 and differ per call', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('§7 idempotency: without crypto.randomUUID (insecure context) a UUID v4 is still made', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    try {
      const a = newIdempotencyKey();
      const b = newIdempotencyKey();
      expect(a).toMatch(UUID_V4);
      expect(a).not.toBe(b);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
