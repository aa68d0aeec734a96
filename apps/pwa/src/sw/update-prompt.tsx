import { tr } from '@upah/core/catalogue';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { useLang } from '../lib/lang';
import { Button } from '../ui/button';
import { applyUpdate, useNeedRefresh } from './register';

/** 'Versi baru tersedia' with a 'Muat ulang' button once a new service worker is waiting. */
export function UpdatePrompt() {
  const needRefresh = useNeedRefresh();
  const lang = useLang();
  if (!needRefresh) return null;
  return (
    <section
      className="banner banner--update"
      aria-label={tr(shellLabels.updateAvailable, lang)}
      data-testid="update-prompt"
    >
      <p role="status">{tr(shellLabels.updateAvailable, lang)}</p>
      <Button variant="primary" onClick={applyUpdate}>
        {tr(shellLabels.updateReload, lang)}
      </Button>
    </section>
  );
}
