/**
 * The console's one copy hook: every screen reads its words through it, in the current UI language
 * (`label(entry, vars)` a catalogue entry, `message(key, vars)` a fixed message; core's `copyIn` reads them).
 */
import { type Copy, copyIn } from '@upah/core/catalogue/copy';
import { englishStore } from '@upah/core/stores/english-messages';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLang } from './lang';

export type { Copy };

export function useCopy(): Copy {
  const lang = useLang();
  // the English messages load with the first English screen (core's stores/english-messages.ts)
  const { ready } = useSnapshot(englishStore);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new Copy once they are here re-renders its readers
  return useMemo(() => copyIn(lang), [lang, ready]);
}
