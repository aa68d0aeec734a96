import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  englishMessagesLoaded,
  fill,
  isMessageKey,
  loadEnglishMessages,
  messages,
  ownMessageKeys,
  specMessageKeys,
  t,
  tr,
} from './index';
import { messagesEn } from './messages-en';

// The spec lives beside the repository (docs/ARCHITECTURE.md: ../shared/SPEC.md from the repo root).
const specPath = resolve(import.meta.dirname, '../../../../../shared/SPEC.md');

describe('catalogue', () => {
  it('§8 every spec-quoted message appears verbatim in SPEC.md', () => {
    expect(existsSync(specPath)).toBe(true);
    const spec = readFileSync(specPath, 'utf8');
    const missing = specMessageKeys.filter((key) => !spec.includes(`'${messages[key]}'`));
    expect(missing).toEqual([]);
  });

  it('§5 §8 every quoted message of SPEC §5 and §8 is a catalogue entry, word for word', () => {
    const spec = readFileSync(specPath, 'utf8');
    const section = (n: number): string => {
      const start = spec.indexOf(`\n## ${n}. `);
      return spec.slice(start, spec.indexOf('\n## ', start + 1));
    };
    // A quote opens after a non-letter, so the apostrophe of "server's" is not taken for one.
    const quoted = [...(section(5) + section(8)).matchAll(/(?<![A-Za-z])'([^'\n]+)'/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(50);
    const catalogued = new Set<string>(specMessageKeys.map((key) => messages[key]));
    expect(quoted.filter((text) => !catalogued.has(text ?? ''))).toEqual([]);
  });

  it('§8 own-wording messages are not passed off as spec quotes and every entry has both languages, same placeholders', () => {
    for (const key of ownMessageKeys) expect(specMessageKeys).not.toContain(key);
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messages).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(messages)) {
      const english = messagesEn[key as keyof typeof messages];
      expect(text.length, key).toBeGreaterThan(0);
      expect(english.length, key).toBeGreaterThan(0);
      expect(placeholders(english), key).toEqual(placeholders(text));
    }
  });

  it('§8 t() defaults to Indonesian; English once loaded (the Indonesian until then)', async () => {
    expect(t('unauthorized')).toBe('Anda tidak bisa mengakses aplikasi');
    expect(t('requestSuccess')).toBe('Request Success');
    expect(englishMessagesLoaded()).toBe(false);
    expect(t('unauthorized', 'en')).toBe('Anda tidak bisa mengakses aplikasi');
    await loadEnglishMessages();
    expect(englishMessagesLoaded()).toBe(true);
    expect(t('unauthorized', 'en')).toBe('You cannot access the application');
    expect(t('unauthorized', 'id')).toBe('Anda tidak bisa mengakses aplikasi');
  });

  it('§5 remote: t() fills the {date} placeholder of the no-shift message', async () => {
    await loadEnglishMessages();
    expect(t('noShiftOnDate', 'id', { date: '2024-05-01' })).toBe('Tidak ada shift di tanggal 2024-05-01');
    expect(t('noShiftOnDate', 'en', { date: '2024-05-01' })).toBe('There is no shift on 2024-05-01');
  });

  it('§8 fill leaves unknown placeholders and ignores inherited names', () => {
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(fill('{toString}', {})).toBe('{toString}');
    expect(fill('no vars')).toBe('no vars');
  });

  it('§2 tr() reads any { id, en } label entry', () => {
    const label = { id: 'Berikutnya', en: 'Next' };
    expect(tr(label, 'id')).toBe('Berikutnya');
    expect(tr(label, 'en')).toBe('Next');
  });

  it('§8 isMessageKey recognises catalogue keys only', () => {
    expect(isMessageKey('wrongPassword')).toBe(true);
    expect(isMessageKey('Password salah')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey(3)).toBe(false);
  });
});
