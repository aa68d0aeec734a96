/**
 * The console's one copy hook: every screen reads its words through it, in the current UI language
 * (`label(entry, vars)` a catalogue entry, `message(key, vars)` a fixed message; core's `copyIn` reads them).
 */
import { type Copy, copyIn } from '@upah/core/catalogue/copy';
import { useMemo } from 'react';
import { useLang } from './lang';

export type { Copy };

export function useCopy(): Copy {
  const lang = useLang();
  return useMemo(() => copyIn(lang), [lang]);
}
