/**
 * This phone's device key, made and registered as soon as the attendance area opens (DESIGN "Evidence"): the key
 * signs every clock tap and the gate code, and the server knows it before the first clock-in. The first phone of an
 * employee is approved at once; another one waits for the supervisor. Loaded after the first render (its own chunk).
 */
import { profileStore } from '@upah/core/stores/profile';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';

export function useDeviceKey(enabled: boolean): void {
  const { profile } = useSnapshot(profileStore);
  const employeeId = profile?.pkID ?? null;
  useEffect(() => {
    if (!enabled || employeeId === null) return;
    void import('@upah/core/stores/gate-key').then(({ prepareGateKey }) => prepareGateKey(api, employeeId));
  }, [enabled, employeeId]);
}
