/** Keeps the tablet's screen on while scan mode shows (Screen Wake Lock API; re-taken when the tab returns). */
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } })
      .wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let active = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (s) => {
          if (active) sentinel = s;
          else void s.release();
        },
        () => {},
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release();
    };
  }, []);
}
