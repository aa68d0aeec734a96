/**
 * A load that failed, the same on every screen of both apps (SPEC §8 fetch error; §3 request state): the
 * server's message, else 'Terjadi kesalahan saat pengambilan data', read out once as an alert, and below it
 * "Coba lagi" (the one retry label, shellLabels.retry), which loads again. The button sits outside the alert so
 * a screen reader hears the error, not the button's name with it. After a throttled read (429) the wait shows as a
 * live countdown instead (core stores/read-wait.ts) and "Coba lagi" is disabled until it ends.
 */
import { type Lang, t, tr } from '@upah/core/catalogue';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { readWaitUntil, subscribeReadWait } from '@upah/core/stores/read-wait';
import { useSyncExternalStore } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { useSecondsUntil, WaitCountdown } from './wait-countdown';

export function LoadFailure({
  error,
  lang,
  onRetry,
}: {
  error?: string | null;
  lang: Lang;
  onRetry: () => void;
}) {
  // a throttled read (429): the wait counts down live, as sign-in's does, and "Coba lagi" waits for it
  const wait = useSecondsUntil(useSyncExternalStore(subscribeReadWait, readWaitUntil, readWaitUntil));
  return (
    <div className="stack load-failure">
      {wait > 0 ? (
        <WaitCountdown lang={lang} seconds={wait} testId="read-wait" />
      ) : (
        <Alert kind="danger" role="alert">
          {error || t('fetchError', lang)}
        </Alert>
      )}
      <Button variant="secondary" onClick={onRetry} disabled={wait > 0}>
        {tr(shellLabels.retry, lang)}
      </Button>
    </div>
  );
}
