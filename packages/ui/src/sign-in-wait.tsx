import type { Lang } from '@upah/core/catalogue';
import { signInWaitUntil, subscribeSignInWait } from '@upah/core/stores/sign-in-wait';
import { useSyncExternalStore } from 'react';
import { useSecondsUntil, WaitCountdown } from './wait-countdown';

/** Seconds left of a sign-in limit's wait (core stores/sign-in-wait.ts), ticking each second; 0 when none. */
export function useSignInSecondsLeft(): number {
  return useSecondsUntil(useSyncExternalStore(subscribeSignInWait, signInWaitUntil, signInWaitUntil));
}

/** "Terlalu banyak percobaan. Coba lagi dalam m:ss." with a live countdown (./wait-countdown.tsx). */
export function SignInWaitNotice({ lang, seconds }: { lang: Lang; seconds: number }) {
  return seconds > 0 ? <WaitCountdown lang={lang} seconds={seconds} testId="sign-in-wait" /> : null;
}
