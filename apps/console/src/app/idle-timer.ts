/** Back to scan mode, locked, after KIOSK_IDLE_MS without a touch, key or pointer move (console kiosk lock). */
import { KIOSK_IDLE_MS } from '@upah/core/rules/kiosk-pin';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { lock } from '../lib/kiosk-lock';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useIdleReturn(idleMs: number = KIOSK_IDLE_MS): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lockOnArrival = useRef(false);

  // React Router navigates in a transition, after a store update: lock only once scan mode shows, or the PIN
  // gate of the screen being left would send the kiosk to the unlock screen instead.
  useEffect(() => {
    if (lockOnArrival.current && pathname === paths.scan) {
      lockOnArrival.current = false;
      lock();
    }
  }, [pathname]);

  useEffect(() => {
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (pathname === paths.scan) return lock();
        lockOnArrival.current = true;
        navigate(paths.scan, { replace: true });
      }, idleMs);
    };
    arm();
    for (const name of EVENTS) window.addEventListener(name, arm, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of EVENTS) window.removeEventListener(name, arm);
    };
  }, [navigate, pathname, idleMs]);
}
