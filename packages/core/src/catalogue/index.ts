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

/** The English messages, once {@link loadEnglishMessages} has loaded them. */
let english: Readonly<Record<MessageKey, string>> | null = null;
let englishLoad: Promise<void> | null = null;

/**
 * Loads the English of the fixed messages (./messages-en.ts, a chunk of its own in the apps): an app calls it when
 * its UI turns English, or starts in English, and re-renders once it resolves. Until then `t(key, 'en')` answers
 * the Indonesian. A failed load (no signal, first visit) is tried again on the next call.
 */
export function loadEnglishMessages(): Promise<void> {
  englishLoad ??= import('./messages-en').then(
    (module) => {
      english = module.messagesEn;
    },
    (error: unknown) => {
      englishLoad = null;
      throw error;
    },
  );
  return englishLoad;
}

/** Whether `t(key, 'en')` answers English yet. */
export function englishMessagesLoaded(): boolean {
  return english !== null;
}

/**
 * The text of a catalogue message in `lang` (default Indonesian), with `{name}` placeholders filled. English until
 * {@link loadEnglishMessages} has loaded it: the Indonesian.
 */
export function t(key: MessageKey, lang: Lang = 'id', vars?: Vars): string {
  return fill((lang === 'en' ? english?.[key] : undefined) ?? messages[key], vars);
}

/** Type guard: is `value` a key of the message catalogue? */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}
