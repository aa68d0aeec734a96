/** Copy of production tracking in the current UI language (catalogue `{ id, en }` entries and messages). */
import { type Entry, type MessageKey, t, tr, type Vars } from '@upah/core/catalogue';
import { useCallback } from 'react';
import { useLang } from '../../lib/lang';

export function useCopy() {
  const lang = useLang();
  const label = useCallback((entry: Entry, vars?: Vars) => tr(entry, lang, vars), [lang]);
  const message = useCallback((key: MessageKey, vars?: Vars) => t(key, lang, vars), [lang]);
  return { lang, label, message };
}
