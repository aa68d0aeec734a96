/**
 * A fake API client for store tests: the test picks each answer by endpoint id and call number (an Error or an
 * ApiError answer is thrown), and reads back every call with its input and options. Uploads answer `/files/<name>`.
 */
import type { ApiClient, CallOptions } from '../api/client';
import { type ApiError, apiError, isApiError } from '../api/errors';
import type { Endpoint } from '../contract/endpoint';

export type FakeCall = { id: string; input: unknown; options: CallOptions | undefined };

export function fakeClient(answer: (id: string, n: number) => unknown = () => ({})) {
  const calls: FakeCall[] = [];
  const uploads: string[] = [];
  const client = {
    call: async (endpoint: Endpoint, input?: unknown, options?: CallOptions) => {
      const id = endpoint.id;
      calls.push({ id, input, options });
      const value = answer(id, calls.filter((c) => c.id === id).length);
      if (value instanceof Error || isApiError(value)) throw value;
      return value;
    },
    upload: async (_blob: Blob, name: string, options?: CallOptions) => {
      uploads.push(name);
      options?.onUploadProgress?.({ loaded: 1, total: 1, fraction: 1 } as never);
      return { url: `/files/${name}` };
    },
  } as unknown as Pick<ApiClient, 'call' | 'upload'>;
  return { client, calls, uploads };
}

/** A 500 whose body says `serverMessage`, as the client raises it for `endpointId` (SPEC §8: the server's message shows). */
export function serverDown(endpointId: string, serverMessage = 'Server sedang gangguan'): ApiError {
  return apiError({ kind: 'server', status: 500, endpointId, message: null, serverMessage });
}

/** localStorage as drafts.ts reads it (node has none). */
export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}
