/** UI language of the console: Indonesian (SPEC §1), the same `{ id, en }` catalogue as the PWA. */
import type { Lang } from '@upah/core/catalogue';
import { proxy, useSnapshot } from 'valtio';

export const langStore = proxy<{ lang: Lang }>({ lang: 'id' });

export function useLang(): Lang {
  return useSnapshot(langStore).lang;
}
