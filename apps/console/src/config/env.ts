/**
 * The console's environment, read and validated once. Hosts as in the PWA (default '/api', proxied to the mock);
 * VITE_QR_PASSPHRASE is the QR passphrase (SPEC §9 omits the real one; the demo build uses core's dev value).
 */
import { type Env, readEnv } from '@upah/core/api/env';
import { DEV_QR_PASSPHRASE } from '@upah/core/qr';

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface ConsoleEnv extends Env {
  readonly qrPassphrase: string;
}

export function readConsoleEnv(raw: RawEnv): ConsoleEnv {
  const passphrase = typeof raw.VITE_QR_PASSPHRASE === 'string' ? raw.VITE_QR_PASSPHRASE.trim() : '';
  return { ...readEnv(raw), qrPassphrase: passphrase || DEV_QR_PASSPHRASE };
}

export const env: ConsoleEnv = readConsoleEnv(import.meta.env as RawEnv);
