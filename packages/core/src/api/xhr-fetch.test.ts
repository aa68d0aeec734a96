import { beforeEach, describe, expect, it } from 'vitest';
import { createXhrFetch, parseResponseHeaders, type UploadProgress } from './xhr-fetch';
import { FakeXhr, Xhr } from './xhr-test-support';

beforeEach(() => FakeXhr.reset());

describe('xhr fetch: upload progress for attachments', () => {
  it('sends method, url, headers and the multipart body, reports progress up to 1, returns the response', async () => {
    FakeXhr.replies = [
      {
        status: 200,
        body: '{"message":"ok","data":{"url":"/files/x.jpg"}}',
        headers: 'Content-Type: application/json\r\nX-A: 1\r\n',
      },
    ];
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
  });

  it('an aborted signal rejects without sending', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('stop', 'AbortError'));
    const fetchXhr = createXhrFetch(() => {}, Xhr);
    await expect(
      fetchXhr('http://127.0.0.1/x', { method: 'POST', body: 'x', signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('parses raw response headers', () => {
    const headers = parseResponseHeaders('content-type: application/json\r\nx-b:  two \r\nbroken\r\n');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-b')).toBe('two');
  });
});
