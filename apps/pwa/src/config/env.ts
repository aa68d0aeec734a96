/**
 * The PWA's environment, read and validated once (DESIGN "Env read and validated in one module").
 * VITE_QR_PASSPHRASE is the QR passphrase (SPEC §9), trimmed; the production build fails without one
 * (vite.config.ts), other builds use core's dev value (core/qr/passphrase.ts).
 */
import { type Env, readEnv } from '@upah/core/api/env';
import { qrPassphraseFrom } from '@upah/core/qr/passphrase';

export { type Env, parseHost, readEnv } from '@upah/core/api/env';

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export const env: Env = readEnv(import.meta.env as RawEnv);

/** The API client's hosts (the page's client, lib/api-client.ts, and the service worker's, sw/sw.ts). */
export const apiHosts = { main: env.apiHost, login: env.loginHost, upload: env.uploadHost };

/** The QR passphrase the employee's code is sealed with and the scan screen opens it with. */
export const qrPassphrase: string = qrPassphraseFrom((import.meta.env as RawEnv).VITE_QR_PASSPHRASE);
