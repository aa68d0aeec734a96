/**
 * The words of a screen in one language: `label(entry, vars)` reads a catalogue `{ id, en }` entry,
 * `message(key, vars)` a fixed catalogue message. Each app's one copy hook (`lib/use-copy.ts`) picks the language.
 */
import { type Entry, type Lang, type MessageKey, t, tr, type Vars } from './index';

export interface Copy {
  lang: Lang;
  label: (entry: Entry, vars?: Vars) => string;
  message: (key: MessageKey, vars?: Vars) => string;
}

export function copyIn(lang: Lang): Copy {
  return {
    lang,
    label: (entry, vars) => tr(entry, lang, vars),
    message: (key, vars) => t(key, lang, vars),
  };
}
