/**
 * UI language (Indonesian by default; SPEC §1 "Most copy is in Indonesian"). The terms screens and Profil offer
 * a Bahasa/English switch, remembered in localStorage; every screen reads `lang` to pick `{ id, en }` catalogue entries.
 */
import type { Lang } from '@upah/core/catalogue';
import { proxy, useSnapshot } from 'valtio';

/** Where the choice is remembered (issue 7 item 11). Not auth: a logout keeps it. */
export const LANG_KEY = 'upah:lang';

function storedLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) === 'en' ? 'en' : 'id';
  } catch {
    return 'id';
  }
}

export const langStore = proxy<{ lang: Lang }>({ lang: storedLang() });

export function setLang(lang: Lang): void {
  langStore.lang = lang;
  try {
    globalThis.localStorage?.setItem(LANG_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this visit
  }
}

/** The current language, re-rendering when it changes. */
export function useLang(): Lang {
  return useSnapshot(langStore).lang;
}
