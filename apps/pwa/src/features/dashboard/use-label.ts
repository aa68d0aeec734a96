/**
 * Copy for the dashboard in the current UI language (SPEC §2; catalogue `{ id, en }` entries).
 * `label(entry, vars)` reads a label, `message(key, vars)` a fixed catalogue message.
 */
import { type Entry, type MessageKey, t, tr, type Vars } from '@upah/core/catalogue';
import { useCallback } from 'react';
import { useLang } from '../../lib/lang';

export function useLabel() {
  const lang = useLang();
  return useCallback((entry: Entry, vars?: Vars) => tr(entry, lang, vars), [lang]);
}

export function useMessage() {
  const lang = useLang();
  return useCallback((key: MessageKey, vars?: Vars) => t(key, lang, vars), [lang]);
}
