/** Copy of the supervisor screens in the current UI language: `label(entry, vars)` and `message(key, vars)`. */
import { type Entry, type MessageKey, t, tr, type Vars } from '@upah/core/catalogue';
import { useMemo } from 'react';
import { useLang } from '../../lib/lang';

export function useCopy() {
  const lang = useLang();
  return useMemo(
    () => ({
      label: (entry: Entry, vars?: Vars) => tr(entry, lang, vars),
      message: (key: MessageKey, vars?: Vars) => t(key, lang, vars),
    }),
    [lang],
  );
}
