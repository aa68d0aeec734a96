/**
 * scripts/tls-host.mjs: a built app over TLS and HTTP/2 as its deployment serves it (for Lighthouse): index.html for
 * app paths with the build's security headers, hashed assets from their Brotli copies, `/api` forwarded to the mock
 * with the prefix stripped. Started as a process on a free port of 127.0.0.1 against a fake mock, stopped by its PID.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type ClientHttp2Session, connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CSP = "default-src 'self'; script-src 'self' 'sha256-test'";
let dist: string;
let mock: Server;
let host: ChildProcess;
let session: ClientHttp2Session;
let origin: string;
const mockSeen: { method?: string; url?: string; body: string; forwardedFor?: string }[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

function request(path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':path': path,
      ':method': body === undefined ? 'GET' : 'POST',
      ...headers,
    });
    const chunks: Buffer[] = [];
    let answer: Omit<Answer, 'body'> = { status: 0, headers: {} };
    stream.on('response', (h) => {
      answer = { status: Number(h[':status']), headers: h };
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

/** One HTTP/1.1 request over TLS (ALPN http/1.1: the fallback `allowHTTP1` serves); 3 s without an answer fails. */
function http1(path: string): Promise<{ status: number; protocol: string | false }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `${origin}${path}`,
      { rejectUnauthorized: false, ALPNProtocols: ['http/1.1'], agent: false },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, protocol: (res.socket as TLSSocket).alpnProtocol }),
        );
      },
    );
    req.setTimeout(3_000, () => req.destroy(new Error('no answer within 3 s: the request was left hanging')));
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tls-host-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Upah</title>');
  writeFileSync(join(dist, 'assets', 'entry-abc123.js'), 'console.log("entry")');
  writeFileSync(join(dist, 'assets', 'entry-abc123.js.br'), brotliCompressSync('console.log("entry")'));
  writeFileSync(join(dist, 'security-headers.json'), JSON.stringify({ 'Content-Security-Policy': CSP }));
  mock = createServer((req, res) => {
    // the mock's drop fault: the connection cut with no answer
    if (req.url === '/cut') {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      mockSeen.push({
        method: req.method,
        url: req.url,
        body: Buffer.concat(chunks).toString(),
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      });
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.writeHead(201, { 'content-type': 'application/json', 'x-mock': 'yes' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  const mockPort = (mock.address() as AddressInfo).port;
  host = spawn(process.execPath, ['scripts/tls-host.mjs', dist, '0', String(mockPort)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    host.once('exit', (code) => reject(new Error(`tls-host exited with ${code}`)));
    host.stdout?.on('data', (chunk: Buffer) => {
      const found = /https:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString());
      if (found) resolve(found[0]);
    });
  });
  origin = url;
  session = connect(url, { rejectUnauthorized: false });
}, 30_000);

afterAll(async () => {
  session?.close();
  if (host?.pid) process.kill(host.pid, 'SIGTERM');
  await new Promise<void>((resolve) => mock.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

describe('tls-host', () => {
  it('cuts the browser’s stream when the mock cuts the connection (a network failure, not a 502)', async () => {
    await expect(request('/api/cut')).rejects.toThrow(/INTERNAL_ERROR|stream/i);
    expect((await request('/loan/')).status).toBe(200);
  });

  it('over HTTP/1.1 it closes the socket when the mock cuts the connection (a network failure, not a hang)', async () => {
    expect(await http1('/loan/')).toEqual({ status: 200, protocol: 'http/1.1' });
    await expect(http1('/api/cut')).rejects.toMatchObject({ code: 'ECONNRESET', message: 'socket hang up' });
    expect((await http1('/loan/')).status).toBe(200);
  });

  it('refuses a path that does not decode, and keeps serving', async () => {
    expect((await request('/%E0%A4%A')).status).toBe(400);
    expect((await request('/loan/')).status).toBe(200);
  });

  it('speaks HTTP/2 over TLS and answers an app path with index.html and the build’s security headers', async () => {
    const page = await request('/dashboard/0');
    expect(session.alpnProtocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(CSP);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<title>Upah</title>');
  });

  it('sends a hashed asset from its Brotli copy, cached for good', async () => {
    const asset = await request('/assets/entry-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(asset.body).toString()).toBe('console.log("entry")');
  });

  it('forwards /api to the mock without the prefix, with its body, and passes the answer back', async () => {
    const answer = await request(
      '/api/attendance/presence/clock-in?x=1',
      { 'content-type': 'application/json' },
      '{"a":1}',
    );
    expect(answer.status).toBe(201);
    expect(answer.headers['x-mock']).toBe('yes');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(mockSeen.at(-1)).toEqual({
      method: 'POST',
      url: '/attendance/presence/clock-in?x=1',
      body: '{"a":1}',
      forwardedFor: '127.0.0.1',
    });
  });
});
