import { CLOCK_SYNC_TAG } from '@upah/core/stores/clock-queue-sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestClockSync } from './background-sync';

function withRegistration(registration: object | undefined): void {
  Object.defineProperty(globalThis.navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration },
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis.navigator, 'serviceWorker');
});

describe('background sync of the kept clock entries (DESIGN "Offline on the phone")', () => {
  it('asks for the clock queue tag where the browser has Background Sync', async () => {
    const register = vi.fn(async () => undefined);
    withRegistration({ active: {}, sync: { register } });
    await requestClockSync();
    expect(register).toHaveBeenCalledWith(CLOCK_SYNC_TAG);
  });

  it('is silently skipped without Background Sync (Firefox, Safari), before a worker is active, or when refused', async () => {
    withRegistration({ active: {} });
    await expect(requestClockSync()).resolves.toBeUndefined();
    const register = vi.fn(async () => undefined);
    withRegistration({ active: null, sync: { register } });
    await requestClockSync();
    expect(register).not.toHaveBeenCalled();
    withRegistration({
      active: {},
      sync: {
        register: async () => Promise.reject(new DOMException('Permission denied.', 'NotAllowedError')),
      },
    });
    await expect(requestClockSync()).resolves.toBeUndefined();
    withRegistration(undefined);
    await expect(requestClockSync()).resolves.toBeUndefined();
  });
});
