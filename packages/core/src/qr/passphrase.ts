/**
 * The QR passphrase from an app's environment (SPEC §9: "a fixed passphrase; the passphrase is omitted").
 * VITE_QR_PASSPHRASE, trimmed (a stray space or newline from a .env file would make codes no scanner reads).
 * A production build must have one: `requireConfigured` throws when it is empty, so `vite build` fails instead
 * of shipping core's dev value. Other modes (dev, tests, the demo build against the mock) fall back to
 * {@link DEV_QR_PASSPHRASE}, the value the mock server uses. No cipher here: every page reads its env through
 * this, and crypto-js loads only with the QR screens.
 *
 * Passphrase for the mock server, tests and dev builds ONLY. The spec omits the real one (§9); production
 * builds get theirs from configuration (the app's env) and must never fall back to this value.
 */
export const DEV_QR_PASSPHRASE = 'upah-dev-qr-passphrase';

export const QR_PASSPHRASE_MISSING =
  'VITE_QR_PASSPHRASE is empty: a production build needs the deployment QR passphrase (SPEC §9)';

export function qrPassphraseFrom(raw: unknown, options: { requireConfigured?: boolean } = {}): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value !== '') return value;
  if (options.requireConfigured) throw new Error(QR_PASSPHRASE_MISSING);
  return DEV_QR_PASSPHRASE;
}
