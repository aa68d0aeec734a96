/**
 * The words of a screen in one language: `label(entry, vars)` reads a catalogue `{ id, en }` entry,
 * `message(key, vars)` a fixed catalogue message, or an area's own message entry where a flow takes either (a request
 * SPEC does not have: catalogue/messages-payroll.ts, labels-correction.ts). Each app's one copy hook
 * (`lib/use-copy.ts`) picks the language.
 */
import { type Entry, type Lang, type MessageKey, t, tr, type Vars } from './index';

export interface Copy {
  lang: Lang;
  label: (entry: Entry, vars?: Vars) => string;
  message: (key: MessageKey | Entry, vars?: Vars) => string;
}

export function copyIn(lang: Lang): Copy {
  return {
    lang,
    label: (entry, vars) => tr(entry, lang, vars),
    message: (key, vars) => (typeof key === 'string' ? t(key, lang, vars) : tr(key, lang, vars)),
  };
}
