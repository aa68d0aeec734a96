/**
 * A `fetch` made of XMLHttpRequest, for the one thing fetch cannot do in browsers today: report upload progress
 * (request attachments and loan documents show their upload progress). Streaming request bodies would need HTTP/2 and
 * `duplex: 'half'`, which the Android web view and HTTP/1.1 servers do not give us. The client sends that one call through it
 * (ky takes it as that call's `fetch`, see transport.ts), so retries, timeouts, errors and contract checks stay the client's own.
 */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Total bytes of the request body (0 when the browser cannot tell). */
  total: number;
  /** 0..1, or null when the total is unknown. */
  fraction: number | null;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

type XhrConstructor = new () => XMLHttpRequest;

/** Parses `getAllResponseHeaders()` ("name: value\r\n…") into Headers. */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // a header name the Headers class refuses: skip it
    }
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A fetch-compatible function that sends through XMLHttpRequest and reports upload progress. */
export function createXhrFetch(
  onProgress: UploadProgressListener,
  Xhr: XhrConstructor | undefined = (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest,
): typeof fetch {
  return async (input, init) => {
    if (!Xhr) throw new TypeError('XMLHttpRequest is not available');
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    const signal = request.signal;
    if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    return new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(request.method, request.url, true);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      const abort = () => xhr.abort();
      signal.addEventListener('abort', abort, { once: true });
      const done = () => signal.removeEventListener('abort', abort);
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, fraction: total > 0 ? event.loaded / total : null });
      };
      xhr.onload = () => {
        done();
        const status = xhr.status;
        const responseBody = NULL_BODY_STATUSES.has(status) ? null : (xhr.response as Blob | null);
        resolve(
          new Response(responseBody, {
            status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        done();
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      xhr.send(body);
    });
  };
}
