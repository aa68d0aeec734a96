import { tr } from '@upah/core/catalogue';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { useSnapshot } from 'valtio';
import { Alert } from '../ui/alert';
import { alertStore, dismissAlert } from '../lib/alerts';
import { useLang } from '../lib/lang';

/** The one place alerts are rendered: a polite live region at the top of the screen. */
export function Toasts() {
  const { items } = useSnapshot(alertStore);
  const lang = useLang();
  return (
    <section className="toasts" aria-live="polite" aria-label={tr(shellLabels.notifications, lang)}>
      {items.map((item) => (
        <div key={item.id} data-testid={`alert-${item.kind}`}>
          <Alert
            kind={item.kind}
            onClose={() => dismissAlert(item.id)}
            closeLabel={tr(shellLabels.close, lang)}
          >
            {item.text}
          </Alert>
        </div>
      ))}
    </section>
  );
}
