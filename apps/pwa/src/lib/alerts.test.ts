// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_HIDE_MS, alertStore, resetAlerts, showAlert } from './alerts';

beforeEach(() => {
  vi.useFakeTimers();
  resetAlerts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alerts', () => {
  it('§9 alert auto-hide: an alert disappears after 2000 ms', () => {
    expect(ALERT_AUTO_HIDE_MS).toBe(2000);
    showAlert({ kind: 'danger', text: 'Password salah' });
    expect(alertStore.items.map((item) => item.text)).toEqual(['Password salah']);
    vi.advanceTimersByTime(1999);
    expect(alertStore.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(alertStore.items).toHaveLength(0);
  });

  it('§8 alerts: the same text shown twice is listed once and its timer restarts', () => {
    showAlert({ kind: 'success', text: 'Login Success' });
    vi.advanceTimersByTime(1500);
    showAlert({ kind: 'success', text: 'Login Success' });
    expect(alertStore.items).toHaveLength(1);
    vi.advanceTimersByTime(1500);
    expect(alertStore.items).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(alertStore.items).toHaveLength(0);
  });
});
