/**
 * The console's one copy hook: every screen reads its words through it, in the current UI language
 * (`label(entry, vars)` a catalogue entry, `message(key, vars)` a fixed message; core's `copyIn` reads them, and
 * @upah/ui's `useCopyIn` makes them again once the English messages have loaded).
 */
import type { Copy } from '@upah/core/catalogue/copy';
import { useCopyIn } from '@upah/ui/use-copy-in';
import { useLang } from './lang';

export type { Copy };

export function useCopy(): Copy {
  return useCopyIn(useLang());
}
