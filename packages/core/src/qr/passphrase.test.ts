import { describe, expect, it } from 'vitest';
import { DEV_QR_PASSPHRASE } from './index';
import { QR_PASSPHRASE_MISSING, qrPassphraseFrom } from './passphrase';

describe('§9 the QR passphrase from the environment', () => {
  it('is trimmed, so a stray space does not break the codes', () => {
    expect(qrPassphraseFrom('  company-secret\n')).toBe('company-secret');
  });

  it('falls back to the dev value outside production', () => {
    expect(qrPassphraseFrom(undefined)).toBe(DEV_QR_PASSPHRASE);
    expect(qrPassphraseFrom('   ')).toBe(DEV_QR_PASSPHRASE);
  });

  it('fails a production build when empty', () => {
    expect(() => qrPassphraseFrom('', { requireConfigured: true })).toThrow(QR_PASSPHRASE_MISSING);
    expect(() => qrPassphraseFrom(' \t', { requireConfigured: true })).toThrow(QR_PASSPHRASE_MISSING);
    expect(qrPassphraseFrom(' x ', { requireConfigured: true })).toBe('x');
  });
});
