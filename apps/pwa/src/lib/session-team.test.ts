// SPEC §8 logout: the user's stores go with the session, including the supervisor's cached team and their phone keys.
import type { Subordinate } from '@upah/core/contract/profile';
import { SUBORDINATES_CACHE_KEY, subordinatesStore } from '@upah/core/stores/subordinates';
import { ref } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { bindNavigate, logout } from './session';

const team: Subordinate[] = [
  { id: 17, name: 'Gate Satu', scheduleId: 5, shiftName: 'Pagi', publicKey: 'p', keyId: 'k' },
];

describe('logout', () => {
  it('§8 logout: forgets the subordinate list and its cache, so the next user of the phone cannot scan with it', async () => {
    localStorage.setItem(SUBORDINATES_CACHE_KEY, JSON.stringify(team));
    subordinatesStore.subordinates = ref(team);
    const navigate = vi.fn();
    bindNavigate(navigate);
    await logout();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(subordinatesStore.subordinates).toEqual([]);
    expect(localStorage.getItem(SUBORDINATES_CACHE_KEY)).toBeNull();
  });
});
