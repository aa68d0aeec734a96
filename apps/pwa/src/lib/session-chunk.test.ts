// @vitest-environment node
// build/session-chunk.mjs: the modules of the `session` chunk every logged-in first screen loads (not /login).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inSessionChunk, SESSION_SOURCES } from '../../build/session-chunk.mjs';

const repo = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')}/`;

describe('session chunk', () => {
  it('names sources that exist, so a move or rename cannot empty it silently', () => {
    for (const source of SESSION_SOURCES) expect(existsSync(`${repo}${source}`), source).toBe(true);
  });

  it('takes the API client, zod and the session stores, not the entry code, a screen or the transport', () => {
    for (const id of [
      `${repo}node_modules/zod/v4/core/core.js`,
      `${repo}packages/core/src/api/client.ts`,
      `${repo}packages/core/src/stores/profile.ts`,
      `${repo}apps/pwa/src/lib/api-client.ts`,
      `${repo}packages/core/src/stores/server-clock.ts`,
      'C:\\repo\\packages\\core\\src\\contract\\common.ts',
    ])
      expect(inSessionChunk(id), id).toBe(true);
    for (const id of [
      `${repo}node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${repo}packages/core/src/catalogue/index.ts`,
      `${repo}packages/core/src/stores/session.ts`,
      `${repo}packages/core/src/contract/attendance.ts`,
      `${repo}packages/core/src/api/xhr-fetch.ts`,
      `${repo}packages/core/src/api/transport.ts`,
      `${repo}packages/core/src/api/attempt-fetch.ts`,
      `${repo}node_modules/ky/distribution/core/Ky.js`,
      `${repo}packages/core/src/rules/offline-clock.ts`,
      `${repo}apps/pwa/src/features/attendance/attendance-route.tsx`,
    ])
      expect(inSessionChunk(id), id).toBe(false);
  });
});
