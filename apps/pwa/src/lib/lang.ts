/**
 * UI language (Indonesian by default; SPEC §1 "Most copy is in Indonesian"). The terms screens and Profil offer
 * a Bahasa/English switch, remembered for a year in the `upah_lang` cookie; every screen reads `lang` to pick
 * `{ id, en }` catalogue entries.
 *
 * A cookie rather than localStorage: the language is read while the entry module evaluates, and the first
 * localStorage access of a page is a synchronous load of the origin's storage (2–3 ms on this machine, four times
 * that on the phones Lighthouse emulates), while index.html's boot script has read the cookies already.
 */
import type { Lang } from '@upah/core/catalogue';
import { createCookieStore } from '@upah/core/stores/cookie';
import { readyMessagesIn } from '@upah/core/stores/english-messages';
import { proxy, useSnapshot } from 'valtio';

/** Where the choice is remembered. Not auth: a logout keeps it. */
export const LANG_COOKIE = 'upah_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const cookies = createCookieStore();

export const langStore = proxy<{ lang: Lang }>({ lang: cookies.get(LANG_COOKIE) === 'en' ? 'en' : 'id' });
readyMessagesIn(langStore.lang);

export function setLang(lang: Lang): void {
  langStore.lang = lang;
  readyMessagesIn(lang);
  cookies.set(LANG_COOKIE, lang, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/** The current language, re-rendering when it changes. */
export function useLang(): Lang {
  return useSnapshot(langStore).lang;
}
