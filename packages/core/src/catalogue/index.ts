/**
 * `@upah/core/catalogue`: every fixed message (`messages`, read with `t`) and the helpers the per-area
 * label files (`labels-*.ts`, beside this file) use (`tr`). Indonesian (`id`) is the default language.
 */
import { type MessageKey, messages } from './messages';

export type { Message, MessageKey } from './messages';
export { messages, ownMessageKeys, specMessageKeys } from './messages';

/** UI languages: Indonesian (default, prevails) and English. */
export type Lang = 'id' | 'en';

/** One translatable text: Indonesian and English. */
export interface Entry {
  readonly id: string;
  readonly en: string;
}

export type Vars = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders with `vars[name]`; unknown placeholders are left as written. */
export function fill(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** The text of any `{ id, en }` entry (message or label) in `lang`, with placeholders filled. */
export function tr(entry: Entry, lang: Lang = 'id', vars?: Vars): string {
  return fill(entry[lang], vars);
}

/** The text of a catalogue message in `lang` (default Indonesian), with `{name}` placeholders filled. */
export function t(key: MessageKey, lang: Lang = 'id', vars?: Vars): string {
  return tr(messages[key], lang, vars);
}

/** Type guard: is `value` a key of the message catalogue? */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}
