/**
 * A tiny real HTTP server for the API client tests: node:http on 127.0.0.1, port 0. Each test sets
 * `server.respond` and reads `server.requests`. Not part of the shipped client.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface FakeResponse {
  status?: number;
  /** Serialised with JSON.stringify unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before answering (timeouts). */
  delayMs?: number;
}

export type Responder = (request: RecordedRequest, attempt: number) => FakeResponse;

export interface FakeServer {
  origin: string;
  requests: RecordedRequest[];
  respond: Responder;
  reset(): void;
  close(): Promise<void>;
  /** Parses a recorded multipart body with the platform's own FormData parser. */
  formData(request: RecordedRequest): Promise<FormData>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const state: { requests: RecordedRequest[]; respond: Responder } = {
    requests: [],
    respond: () => ({ status: 200, body: { message: 'Success', data: null } }),
  };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      state.requests.push(recorded);
      const answer = state.respond(recorded, state.requests.length);
      const send = () => {
        if (res.destroyed) return;
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        res.end(text);
      };
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, answer.delayMs);
        timers.add(timer);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    get requests() {
      return state.requests;
    },
    get respond() {
      return state.respond;
    },
    set respond(responder: Responder) {
      state.respond = responder;
    },
    reset() {
      state.requests = [];
      state.respond = () => ({ status: 200, body: { message: 'Success', data: null } });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
    async formData(request) {
      const contentType = String(request.headers['content-type'] ?? '');
      return new Response(new Uint8Array(request.body), {
        headers: { 'content-type': contentType },
      }).formData();
    },
  };
}

/** A port that was just free: listen, note the port, close. Calls to it fail to connect. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
