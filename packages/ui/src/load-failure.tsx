/**
 * A load that failed, the same on every screen of both apps (SPEC §8 fetch error; §3 request state): the
 * server's message, else 'Terjadi kesalahan saat pengambilan data', read out once as an alert, and below it
 * "Coba lagi" (the one retry label, shellLabels.retry), which loads again. The button sits outside the alert so
 * a screen reader hears the error, not the button's name with it.
 */
import { type Lang, t, tr } from '@upah/core/catalogue';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { Alert } from './alert';
import { Button } from './button';

export function LoadFailure({
  error,
  lang,
  onRetry,
}: {
  error?: string | null;
  lang: Lang;
  onRetry: () => void;
}) {
  return (
    <div className="stack load-failure">
      <Alert kind="danger" role="alert">
        {error || t('fetchError', lang)}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        {tr(shellLabels.retry, lang)}
      </Button>
    </div>
  );
}
