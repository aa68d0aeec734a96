import { describe, expect, it } from 'vitest';
import { createXhrFetch, parseResponseHeaders, type UploadProgress } from './xhr-fetch';

/** A minimal XMLHttpRequest double: records what was sent, then plays progress and a response. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static reply: { status: number; body: string; headers: string } = { status: 200, body: '{}', headers: '' };
  static fail = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: Blob | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return FakeXhr.reply.headers;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | null) {
    this.sent = body;
    queueMicrotask(() => {
      if (FakeXhr.fail) return this.onerror?.();
      const total = body?.size ?? 0;
      this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
      this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
      this.status = FakeXhr.reply.status;
      this.response = new Blob([FakeXhr.reply.body]);
      this.onload?.();
    });
  }
}

const Xhr = FakeXhr as unknown as new () => XMLHttpRequest;

describe('xhr fetch: upload progress for attachments', () => {
  it('sends method, url, headers and the multipart body, reports progress up to 1, returns the response', async () => {
    FakeXhr.fail = false;
    FakeXhr.reply = {
      status: 200,
      body: '{"message":"ok","data":{"url":"/files/x.jpg"}}',
      headers: 'Content-Type: application/json\r\nX-A: 1\r\n',
    };
    const seen: UploadProgress[] = [];
    const fetchXhr = createXhrFetch((p) => seen.push(p), Xhr);
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(1000)], { type: 'image/jpeg' }), 'a.jpg');
    const response = await fetchXhr('http://127.0.0.1/upload/file', {
      method: 'POST',
      body: form,
      headers: { authorization: 'Bearer t' },
    });
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('http://127.0.0.1/upload/file');
    expect(FakeXhr.last?.headers.authorization).toBe('Bearer t');
    expect(FakeXhr.last?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(FakeXhr.last?.sent?.size).toBeGreaterThan(1000);
    expect(seen.map((p) => p.fraction)).toEqual([expect.closeTo(0.5, 2), 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-a')).toBe('1');
    expect(await response.json()).toEqual({ message: 'ok', data: { url: '/files/x.jpg' } });
  });

  it('a network failure rejects like fetch (TypeError), so the client reports it as a network error', async () => {
    FakeXhr.fail = true;
    const fetchXhr = createXhrFetch(() => {}, Xhr);
    await expect(
      fetchXhr('http://127.0.0.1/upload/file', { method: 'POST', body: 'x' }),
    ).rejects.toBeInstanceOf(TypeError);
    FakeXhr.fail = false;
  });

  it('an aborted signal rejects without sending', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('stop', 'AbortError'));
    const before = FakeXhr.last;
    const fetchXhr = createXhrFetch(() => {}, Xhr);
    await expect(
      fetchXhr('http://127.0.0.1/x', { method: 'POST', body: 'x', signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBe(before);
  });

  it('parses raw response headers', () => {
    const headers = parseResponseHeaders('content-type: application/json\r\nx-b:  two \r\nbroken\r\n');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-b')).toBe('two');
  });
});
