/**
 * A load that failed, the same on every screen of both apps (SPEC §8 fetch error; §3 request state): the
 * server's message, else 'Terjadi kesalahan saat pengambilan data', read out once as an alert, and below it
 * "Coba lagi" (the one retry label, shellLabels.retry), which loads again. The button sits outside the alert so
 * a screen reader hears the error, not the button's name with it. After a throttled read (429) the wait shows as a
 * live countdown instead (core stores/load-state.ts `noteReadWait`) and "Coba lagi" is disabled until it ends.
 */
import { type Lang, t, tr } from '@upah/core/catalogue';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { readWaitUntil, subscribeReadWait } from '@upah/core/stores/load-state';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** The countdown of a throttled read: its own chunk, loaded only when a read was throttled. */
const ReadWaitCountdown = lazy(() => import('./wait-countdown').then((m) => ({ default: m.UntilCountdown })));

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
  const until = useSyncExternalStore(subscribeReadWait, readWaitUntil, readWaitUntil);
  const [now, setNow] = useState(() => Date.now());
  // once the wait ends, "Coba lagi" comes back
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), until - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [until]);
  const waiting = until > Math.max(now, Date.now());
  return (
    <div className="stack load-failure">
      {waiting ? (
        <Suspense fallback={null}>
          <ReadWaitCountdown lang={lang} until={until} testId="read-wait" />
        </Suspense>
      ) : (
        <Alert kind="danger" role="alert">
          {error || t('fetchError', lang)}
        </Alert>
      )}
      <Button variant="secondary" onClick={onRetry} disabled={waiting}>
        {tr(shellLabels.retry, lang)}
      </Button>
    </div>
  );
}
