import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { useOnline } from '@upah/ui/online';
import { useCopy } from '../lib/use-copy';

/** 'Anda sedang offline. Data terakhir ditampilkan.' while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  const { label } = useCopy();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="banner banner--offline" data-testid="offline-banner">
          {label(shellLabels.offline)}
        </p>
      )}
    </div>
  );
}
