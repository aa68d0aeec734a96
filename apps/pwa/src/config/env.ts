/** The PWA's environment, read and validated once (DESIGN "Env read and validated in one module"). */
import { type Env, readEnv } from '@upah/core/api/env';

export { type Env, parseHost, readEnv } from '@upah/core/api/env';

export const env: Env = readEnv(import.meta.env as Readonly<Record<string, string | boolean | undefined>>);
