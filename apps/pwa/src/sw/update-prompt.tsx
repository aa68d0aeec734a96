import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { Button } from '@upah/ui/button';
import { useCopy } from '../lib/use-copy';
import { useNeedRefresh } from './update-store';

/** 'Versi baru tersedia' with a 'Muat ulang' button once a new service worker is waiting. */
export function UpdatePrompt() {
  const needRefresh = useNeedRefresh();
  const { label } = useCopy();
  if (!needRefresh) return null;
  return (
    <section
      className="banner banner--update"
      aria-label={label(shellLabels.updateAvailable)}
      data-testid="update-prompt"
    >
      <p role="status">{label(shellLabels.updateAvailable)}</p>
      <Button
        variant="primary"
        onClick={() => void import('./register').then(({ applyUpdate }) => applyUpdate())}
      >
        {label(shellLabels.updateReload)}
      </Button>
    </section>
  );
}
