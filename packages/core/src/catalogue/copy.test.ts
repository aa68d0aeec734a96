import { describe, expect, it } from 'vitest';
import { copyIn } from './copy';

describe('DESIGN one copy hook: copyIn picks the language of every label and message', () => {
  it('reads an entry and a message in Indonesian and in English', () => {
    const entry = { id: 'Simpan', en: 'Save' };
    expect(copyIn('id').label(entry)).toBe('Simpan');
    expect(copyIn('en').label(entry)).toBe('Save');
    expect(copyIn('en').lang).toBe('en');
    expect(copyIn('id').message('rejectReasonRequired')).toBe('Alasan penolakan wajib diisi');
  });
});
