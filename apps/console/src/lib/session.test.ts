// SPEC §8 (a 401 logs out with 'Anda tidak bisa mengakses aplikasi'): an ended session shows one notice for a
// burst of 401s and brings the supervisor back to the screen they were on after the next sign-in.
import { t } from '@upah/core/catalogue';
import { getToken, setSession } from '@upah/core/stores/session';
import { SUBORDINATES_CACHE_KEY } from '@upah/core/stores/subordinates';
import { teamRecapStore } from '@upah/core/stores/team-recap';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as notice from './notice';
import { logout, RETURN_PATH_KEY, sessionEnded, takeReturnPath } from './session';

describe('§8 console session hygiene', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/approvals/2');
    takeReturnPath(); // a fresh session
  });

  it('§8 401: one notice for a burst, the token gone, the screen remembered once', () => {
    setSession('mock.token');
    const shown = vi.spyOn(notice, 'showNotice');
    sessionEnded('unauthorized');
    sessionEnded('unauthorized');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('danger', t('unauthorized', 'id'));
    expect(getToken()).toBeUndefined();
    expect(takeReturnPath()).toBe('/approvals/2');
    expect(takeReturnPath()).toBeNull();
  });

  it('§8 logout forgets the return path and the cached team; a path that leaves the app is ignored', async () => {
    sessionStorage.setItem(RETURN_PATH_KEY, '/manual');
    localStorage.setItem(SUBORDINATES_CACHE_KEY, '[]');
    await logout();
    expect(localStorage.getItem(SUBORDINATES_CACHE_KEY)).toBeNull();
    expect(takeReturnPath()).toBeNull();
    sessionStorage.setItem(RETURN_PATH_KEY, '//evil.example');
    expect(takeReturnPath()).toBeNull();
  });

  it("logout forgets the month recap shown: the next one signed in never sees the last one's team", async () => {
    Object.assign(teamRecapStore, { month: '2026-10', rows: [], total: 0, complete: true });
    await logout();
    expect(teamRecapStore.month).toBe('');
    expect(teamRecapStore.rows).toBeNull();
    expect(teamRecapStore.complete).toBe(false);
  });
});
