/**
 * A throttled call's wait (RFC 6585 §4 Retry-After) as a live countdown: "Terlalu banyak percobaan. Coba lagi dalam
 * m:ss." Screen readers hear it once: the status region holds the text as it was when the wait began; the ticking
 * copy beside it is not a live region. Used by sign-in (./sign-in-wait.tsx) and by a throttled read
 * (./load-failure.tsx).
 */
import { type Lang, t } from '@upah/core/catalogue';
import { minutesSeconds } from '@upah/core/rules/wait';
import { useEffect, useState } from 'react';
import { Alert } from './alert';

/** Whole seconds left until `until` (epoch ms), ticking each second, rounded up; 0 when it has passed. */
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
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export function WaitCountdown({ lang, seconds, testId }: { lang: Lang; seconds: number; testId: string }) {
  const [first] = useState(seconds);
  return (
    <div data-testid={testId}>
      <Alert kind="warning">
        <span aria-hidden="true">{t('throttled', lang, { wait: minutesSeconds(seconds) })}</span>
      </Alert>
      <p className="sr-only" role="alert">
        {t('throttled', lang, { wait: minutesSeconds(first) })}
      </p>
    </div>
  );
}

/** {@link WaitCountdown} until `until` (epoch ms), ticking itself. */
export function UntilCountdown({ lang, until, testId }: { lang: Lang; until: number; testId: string }) {
  const seconds = useSecondsUntil(until);
  return seconds > 0 ? <WaitCountdown lang={lang} seconds={seconds} testId={testId} /> : null;
}
