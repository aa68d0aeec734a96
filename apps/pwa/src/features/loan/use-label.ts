/** Loan copy in the current UI language: `label(loanLabels.x, vars)` and `message(key, vars)` (catalogue). */
import { type Entry, type MessageKey, t, tr, type Vars } from '@upah/core/catalogue';
import { useCallback } from 'react';
import { useLang } from '../../lib/lang';

export function useText() {
  const lang = useLang();
  const label = useCallback((entry: Entry, vars?: Vars) => tr(entry, lang, vars), [lang]);
  const message = useCallback((key: MessageKey, vars?: Vars) => t(key, lang, vars), [lang]);
  return { lang, label, message };
}
