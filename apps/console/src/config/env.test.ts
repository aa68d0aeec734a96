// @vitest-environment node
import { DEV_QR_PASSPHRASE } from '@upah/core/qr';
import { describe, expect, it } from 'vitest';
import { requireQrPassphrase } from '../../../../scripts/vite-shared.mjs';
import { readConsoleEnv } from './env';

describe('§9 the QR passphrase of the console', () => {
  it('is read trimmed, with the dev value outside production', () => {
    expect(readConsoleEnv({ VITE_QR_PASSPHRASE: ' secret \n' }).qrPassphrase).toBe('secret');
    expect(readConsoleEnv({}).qrPassphrase).toBe(DEV_QR_PASSPHRASE);
  });

  it('the production build fails without one; dev, tests and the demo build do not', () => {
    expect(() => requireQrPassphrase('build', 'production', { VITE_QR_PASSPHRASE: '  ' })).toThrow(
      /VITE_QR_PASSPHRASE is empty/,
    );
    expect(() => requireQrPassphrase('build', 'production', {})).toThrow(/VITE_QR_PASSPHRASE/);
    expect(() => requireQrPassphrase('build', 'production', { VITE_QR_PASSPHRASE: 's' })).not.toThrow();
    expect(() => requireQrPassphrase('build', 'demo', {})).not.toThrow();
    expect(() => requireQrPassphrase('serve', 'production', {})).not.toThrow();
  });
});
