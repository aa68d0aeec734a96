/**
 * The console's environment, read and validated once. Hosts as in the PWA (default '/api', proxied to the mock);
 * VITE_QR_PASSPHRASE is the QR passphrase (SPEC §9), trimmed; the production build fails without one
 * (vite.config.ts), other builds use core's dev value (core/qr/passphrase.ts).
 */
import { type Env, readEnv } from '@upah/core/api/env';
import { qrPassphraseFrom } from '@upah/core/qr/passphrase';

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface ConsoleEnv extends Env {
  readonly qrPassphrase: string;
}

export function readConsoleEnv(raw: RawEnv): ConsoleEnv {
  return { ...readEnv(raw), qrPassphrase: qrPassphraseFrom(raw.VITE_QR_PASSPHRASE) };
}

export const env: ConsoleEnv = readConsoleEnv(import.meta.env as RawEnv);
