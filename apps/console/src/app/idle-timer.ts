/**
 * Back to scan mode, locked, after KIOSK_IDLE_MS without a touch, key or pointer move (console kiosk lock). Only at
 * the gate (`enabled`): a desk has no scan mode to return to.
 */
import { KIOSK_IDLE_MS } from '@upah/core/rules/kiosk-pin';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lockIfArrived, returnToScanLocked } from '../lib/return-to-scan';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useIdleReturn(enabled: boolean, idleMs: number = KIOSK_IDLE_MS): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => lockIfArrived(pathname), [pathname]);

  useEffect(() => {
    if (!enabled) return;
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => returnToScanLocked(navigate, pathname), idleMs);
    };
    arm();
    for (const name of EVENTS) window.addEventListener(name, arm, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of EVENTS) window.removeEventListener(name, arm);
    };
  }, [navigate, pathname, idleMs, enabled]);
}
