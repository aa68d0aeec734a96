import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { Alert } from '@upah/ui/alert';
import { AboveModals } from '@upah/ui/top-layer';
import { useSnapshot } from 'valtio';
import { alertStore, dismissAlert } from '../lib/alerts';
import { useCopy } from '../lib/use-copy';

/**
 * The one place alerts are rendered: a polite live region at the top of the screen, inside the topmost open modal
 * dialog while one is open (a save that fails in a dialog shows its message there, readable, closable, announced).
 */
export function Toasts() {
  const { items } = useSnapshot(alertStore);
  const { label } = useCopy();
  return (
    <AboveModals>
      <section className="toasts" aria-live="polite" aria-label={label(shellLabels.notifications)}>
        {items.map((item) => (
          <div key={item.id} data-testid={`alert-${item.kind}`}>
            <Alert
              kind={item.kind}
              onClose={() => dismissAlert(item.id)}
              closeLabel={label(shellLabels.dismissNotice)}
            >
              {item.text}
            </Alert>
          </div>
        ))}
      </section>
    </AboveModals>
  );
}
