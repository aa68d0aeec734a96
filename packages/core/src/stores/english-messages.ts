/**
 * The English of the fixed messages in the apps (catalogue/messages-en.ts is loaded only for a UI in English): an app's
 * language store calls `readyMessagesIn(lang)` when it starts and on every switch, and its copy hook re-renders on
 * `englishStore.ready`. Until the chunk is here (a few milliseconds; with no signal on a first visit, the next
 * switch tries again) the messages read in Indonesian, the labels already in English.
 */
import { proxy } from 'valtio/vanilla';
import { type Lang, loadEnglishMessages } from '../catalogue';

export const englishStore = proxy({ ready: false });

export function readyMessagesIn(lang: Lang): void {
  if (lang !== 'en' || englishStore.ready) return;
  void loadEnglishMessages().then(
    () => {
      englishStore.ready = true;
    },
    () => undefined,
  );
}
