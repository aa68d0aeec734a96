/**
 * A screen's words in `lang` (core's `copyIn`), made again once the English messages have loaded (core's
 * stores/english-messages.ts), so what a screen shows in English follows them. Each app's one copy hook
 * (`lib/use-copy.ts`) passes its language store's `lang`.
 */

import type { Lang } from '@upah/core/catalogue';
import { type Copy, copyIn } from '@upah/core/catalogue/copy';
import { englishStore } from '@upah/core/stores/english-messages';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';

export function useCopyIn(lang: Lang): Copy {
  const { ready } = useSnapshot(englishStore);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new Copy once they are here re-renders its readers
  return useMemo(() => copyIn(lang), [lang, ready]);
}
