// @vitest-environment node
// build/shell-chunk.mjs: React, valtio and the messages every route loads beside the entry, as one file.
import { describe, expect, it } from 'vitest';
import { inShellChunk } from '../../build/shell-chunk.mjs';

const repo = '/work/repo/';

describe('shell chunk', () => {
  it('takes React, its JSX runtime, valtio, proxy-compare, the catalogue messages and the wait and result rules', () => {
    for (const id of [
      `${repo}node_modules/react/cjs/react.production.js`,
      `${repo}node_modules/react/jsx-runtime.js`,
      `${repo}node_modules/valtio/esm/vanilla.mjs`,
      `${repo}node_modules/valtio/esm/react.mjs`,
      `${repo}node_modules/proxy-compare/dist/index.js`,
      `${repo}packages/core/src/catalogue/messages.ts`,
      `${repo}packages/core/src/rules/wait.ts`,
      `${repo}packages/core/src/rules/result.ts`,
      'C:\\repo\\node_modules\\react\\index.js',
    ])
      expect(inShellChunk(id), id).toBe(true);
  });

  it('leaves react-dom and the router in the entry, and every screen, label file and contract where they are', () => {
    for (const id of [
      `${repo}node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${repo}node_modules/react-router/dist/production/index.mjs`,
      `${repo}node_modules/react-router-dom/dist/index.mjs`,
      `${repo}node_modules/zod/v4/core/core.js`,
      `${repo}packages/core/src/catalogue/labels-shell.ts`,
      `${repo}packages/core/src/catalogue/messages.test.ts`,
      `${repo}packages/core/src/rules/result-status.ts`,
      `${repo}packages/core/src/contract/common.ts`,
      `${repo}apps/pwa/src/features/attendance/attendance-route.tsx`,
    ])
      expect(inShellChunk(id), id).toBe(false);
  });
});
