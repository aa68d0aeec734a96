import { type Lang, t } from '@upah/core/catalogue';
import { minutesSeconds } from '@upah/core/rules/wait';
import { readWaitUntil, subscribeReadWait } from '@upah/core/stores/read-wait';
import { signInSecondsLeft, signInWaitUntil, subscribeSignInWait } from '@upah/core/stores/sign-in-wait';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from './alert';

/** Seconds left until `until` (epoch ms), ticking each second; 0 when it has passed. */
export function useSecondsUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return signInSecondsLeft(until, now);
}

/** Seconds left of a sign-in limit's wait (core stores/sign-in-wait.ts), ticking each second; 0 when none. */
export function useSignInSecondsLeft(): number {
  return useSecondsUntil(useSyncExternalStore(subscribeSignInWait, signInWaitUntil, signInWaitUntil));
}

/** Seconds left of a throttled read's wait (core stores/read-wait.ts), ticking each second; 0 when none. */
export function useReadSecondsLeft(): number {
  return useSecondsUntil(useSyncExternalStore(subscribeReadWait, readWaitUntil, readWaitUntil));
}

/**
 * "Terlalu banyak percobaan. Coba lagi dalam m:ss." with a live countdown. Screen readers hear it once: the
 * status region holds the text as it was when the wait began; the ticking copy beside it is not a live region.
 */
export function SignInWaitNotice({ lang, seconds }: { lang: Lang; seconds: number }) {
  return seconds > 0 ? <Countdown lang={lang} seconds={seconds} /> : null;
}

function Countdown({ lang, seconds }: { lang: Lang; seconds: number }) {
  const [first] = useState(seconds);
  return (
    <div data-testid="sign-in-wait">
      <Alert kind="warning">
        <span aria-hidden="true">{t('throttled', lang, { wait: minutesSeconds(seconds) })}</span>
      </Alert>
      <p className="sr-only" role="alert">
        {t('throttled', lang, { wait: minutesSeconds(first) })}
      </p>
    </div>
  );
}
