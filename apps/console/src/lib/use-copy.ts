/**
 * The console's one copy hook: every screen reads its words through it, in the current UI language.
 * `label(entry, vars)` reads a catalogue `{ id, en }` entry, `message(key, vars)` a fixed catalogue message.
 * The catalogue (`@upah/core/catalogue`) keeps the words; this only picks the language.
 */
import { type Entry, type Lang, type MessageKey, t, tr, type Vars } from '@upah/core/catalogue';
import { useMemo } from 'react';
import { useLang } from './lang';

export interface Copy {
  lang: Lang;
  label: (entry: Entry, vars?: Vars) => string;
  message: (key: MessageKey, vars?: Vars) => string;
}

export function useCopy(): Copy {
  const lang = useLang();
  return useMemo(
    () => ({
      lang,
      label: (entry: Entry, vars?: Vars) => tr(entry, lang, vars),
      message: (key: MessageKey, vars?: Vars) => t(key, lang, vars),
    }),
    [lang],
  );
}
