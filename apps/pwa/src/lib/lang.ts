/**
 * UI language (Indonesian by default; SPEC §1 "Most copy is in Indonesian"). The terms screens offer an
 * English switch; every screen reads `lang` to pick `{ id, en }` catalogue entries.
 */
import type { Lang } from '@upah/core/catalogue';
import { proxy, useSnapshot } from 'valtio';

export const langStore = proxy<{ lang: Lang }>({ lang: 'id' });

export function setLang(lang: Lang): void {
  langStore.lang = lang;
}

/** The current language, re-rendering when it changes. */
export function useLang(): Lang {
  return useSnapshot(langStore).lang;
}
