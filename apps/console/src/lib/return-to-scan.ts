/**
 * Back to scan mode, locked (console kiosk lock): Settings' "Kunci" and the idle timer (app/idle-timer.ts).
 * Locking before the navigation would let the PIN gate of the screen being left send the kiosk to the unlock screen
 * instead of scan mode (React Router navigates in a transition, after a store update), and the camera would stay
 * off until someone typed the PIN: the lock waits until scan mode shows (`lockIfArrived`).
 */
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '../config/paths';
import { lock } from './kiosk-lock';

/** Set while the kiosk is on its way back to scan mode to be locked there (one app, one router). */
let lockOnArrival = false;

export function returnToScanLocked(navigate: NavigateFunction, pathname: string): void {
  if (pathname === paths.scan) {
    lock();
    return;
  }
  lockOnArrival = true;
  navigate(paths.scan, { replace: true });
}

/** Called with each new pathname: locks once scan mode shows after `returnToScanLocked`. */
export function lockIfArrived(pathname: string): void {
  if (lockOnArrival && pathname === paths.scan) {
    lockOnArrival = false;
    lock();
  }
}
