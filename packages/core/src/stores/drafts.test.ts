import { describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, type DraftStorage, draftKey, loadDraft, saveDraft } from './drafts';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

interface LeaveDraft {
  description: string;
  days: number;
}
const isLeaveDraft = (value: unknown): value is LeaveDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LeaveDraft).description === 'string' &&
  typeof (value as LeaveDraft).days === 'number';

describe('form drafts (nothing typed is lost)', () => {
  it('saves and restores a draft per user and form', () => {
    const storage = memoryStorage();
    saveDraft(7, 'leave', { description: 'Acara keluarga', days: 2 }, storage, () => 1000);
    expect(loadDraft(7, 'leave', isLeaveDraft, storage)).toEqual({ description: 'Acara keluarga', days: 2 });
    expect(loadDraft(8, 'leave', isLeaveDraft, storage)).toBeNull();
    expect(loadDraft(7, 'overtime', isLeaveDraft, storage)).toBeNull();
    expect(JSON.parse(storage.map.get(draftKey(7, 'leave')) ?? '{}')).toMatchObject({ savedAt: 1000 });
  });

  it('drops a draft of another shape or corrupt JSON instead of restoring it', () => {
    const storage = memoryStorage();
    saveDraft(7, 'leave', { description: 3 }, storage);
    expect(loadDraft(7, 'leave', isLeaveDraft, storage)).toBeNull();
    expect(storage.map.has(draftKey(7, 'leave'))).toBe(false);
    storage.setItem(draftKey(7, 'leave'), '{not json');
    expect(loadDraft(7, 'leave', isLeaveDraft, storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('clears one draft on success and every draft on logout, leaving other keys alone', () => {
    const storage = memoryStorage();
    storage.setItem('upah:lang', 'en');
    saveDraft(7, 'leave', { description: 'a', days: 1 }, storage);
    saveDraft(7, 'overtime', { description: 'b', days: 1 }, storage);
    saveDraft(9, 'leave', { description: 'c', days: 1 }, storage);
    clearDraft(7, 'leave', storage);
    expect(loadDraft(7, 'leave', isLeaveDraft, storage)).toBeNull();
    expect(loadDraft(7, 'overtime', isLeaveDraft, storage)).not.toBeNull();
    clearAllDrafts(storage);
    expect([...storage.map.keys()]).toEqual(['upah:lang']);
  });

  it('a full or missing storage never throws: the last saved draft stays as it was', () => {
    const full = memoryStorage();
    saveDraft(7, 'leave', { description: 'kept', days: 2 }, full, () => 1000);
    let writes = 0;
    full.setItem = () => {
      writes += 1;
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(() => saveDraft(7, 'leave', { description: 'a', days: 1 }, full, () => 2000)).not.toThrow();
    // the write was tried (and refused): the stored draft is the one saved before, byte for byte
    expect(writes).toBe(1);
    expect(full.map.get(draftKey(7, 'leave'))).toBe(
      '{"savedAt":1000,"value":{"description":"kept","days":2}}',
    );
    expect(loadDraft(7, 'leave', isLeaveDraft, full)).toEqual({ description: 'kept', days: 2 });
    // no storage at all (blocked): nothing is saved, nothing is loaded, nothing throws
    expect(() => saveDraft(7, 'leave', { description: 'a', days: 1 }, null)).not.toThrow();
    expect(loadDraft(7, 'leave', isLeaveDraft, null)).toBeNull();
    expect(() => clearAllDrafts(null)).not.toThrow();
  });
});
