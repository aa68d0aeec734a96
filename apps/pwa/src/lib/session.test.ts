// SPEC §8 (a 401 logs out with 'Anda tidak bisa mengakses aplikasi'): an ended session redirects once and keeps
// every draft and the screen; a logout clears the user's drafts, the offline area cache and the clock queue.
import { t } from '@upah/core/catalogue';
import { loadDraft, saveDraft } from '@upah/core/stores/drafts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore, resetAlerts } from './alerts';
import {
  bindNavigate,
  logout,
  OFFLINE_AREA_CACHE_KEY,
  RETURN_PATH_KEY,
  sessionEnded,
  takeReturnPath,
} from './session';

const resetClockQueue = vi.fn();
const isDraft = (value: unknown): value is { description: string } =>
  typeof value === 'object' && value !== null && 'description' in value;
vi.mock('@upah/core/stores/clock-queue', () => ({ resetClockQueue: () => resetClockQueue() }));

describe('§8 session hygiene', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetAlerts();
    resetClockQueue.mockClear();
    navigate.mockClear();
    bindNavigate(navigate);
    window.history.replaceState(null, '', '/request/remote?tab=1');
    takeReturnPath(); // a fresh session
  });

  afterEach(() => bindNavigate(null));

  it('§8 401: a burst of 401s makes one redirect and one alert, keeps the draft and remembers the screen', async () => {
    saveDraft(1, 'remote', { description: 'Kerja dari rumah karena banjir' });
    await Promise.all([
      sessionEnded('unauthorized'),
      sessionEnded('unauthorized'),
      sessionEnded('unauthorized'),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(alertStore.items.map((a) => a.text)).toEqual([t('unauthorized', 'id')]);
    expect(loadDraft(1, 'remote', isDraft)).toEqual({ description: 'Kerja dari rumah karena banjir' });
    expect(takeReturnPath()).toBe('/request/remote?tab=1');
    expect(takeReturnPath()).toBeNull();
  });

  it('§8 401: after signing in again the next ended session redirects again', async () => {
    await sessionEnded();
    takeReturnPath();
    await sessionEnded();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('§8 401 on the login screen itself remembers no screen to return to', async () => {
    window.history.replaceState(null, '', '/login');
    await sessionEnded();
    expect(takeReturnPath()).toBeNull();
  });

  it('§8 a stored return path that leaves the app is ignored', () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '//evil.example/phish');
    expect(takeReturnPath()).toBeNull();
  });

  it('§8 logout: drafts, the offline area cache and the return path go; the clock queue forgets its memory', async () => {
    saveDraft(1, 'remote', { description: 'x' });
    localStorage.setItem(OFFLINE_AREA_CACHE_KEY, '{"userId":1}');
    sessionStorage.setItem(RETURN_PATH_KEY, '/request/remote');
    await logout();
    expect(loadDraft(1, 'remote', isDraft)).toBeNull();
    expect(localStorage.getItem(OFFLINE_AREA_CACHE_KEY)).toBeNull();
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(resetClockQueue).toHaveBeenCalledTimes(1);
  });
});
