import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { tr } from '@upah/core/catalogue';
import { useLang } from '../lib/lang';
import { useOnline } from './online';

/** 'Anda sedang offline. Data terakhir ditampilkan.' while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  const lang = useLang();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="banner banner--offline" data-testid="offline-banner">
          {tr(shellLabels.offline, lang)}
        </p>
      )}
    </div>
  );
}
