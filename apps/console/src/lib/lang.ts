/**
 * UI language of the console: Indonesian (SPEC §1) unless English is chosen on Settings; the same `{ id, en }`
 * catalogue as the PWA. The choice stays on the tablet (localStorage) and sets <html lang>.
 */
import type { Lang } from '@upah/core/catalogue';
import { readyMessagesIn } from '@upah/core/stores/english-messages';
import { proxy, useSnapshot } from 'valtio';

const KEY = 'upah.console.lang';

function savedLang(): Lang {
  try {
    return localStorage.getItem(KEY) === 'en' ? 'en' : 'id';
  } catch {
    return 'id';
  }
}

export const langStore = proxy<{ lang: Lang }>({ lang: savedLang() });
if (langStore.lang !== 'id') document.documentElement.lang = langStore.lang;
readyMessagesIn(langStore.lang);

export function setLang(lang: Lang): void {
  langStore.lang = lang;
  readyMessagesIn(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Private mode: the choice lasts until the page reloads.
  }
}

export function useLang(): Lang {
  return useSnapshot(langStore).lang;
}
