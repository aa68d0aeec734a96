/**
 * `npm run mock`: the mock API on MOCK_HOST:MOCK_PORT (default 127.0.0.1:4010).
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DEFAULT_PORT } from './config';
import { personaRows } from './personas';

const port = Number(process.env.MOCK_PORT ?? DEFAULT_PORT);
const hostname = process.env.MOCK_HOST ?? '127.0.0.1';
const { app, ctx } = createApp();

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`;
  console.log(`Upah mock API listening on ${url} (seed ${ctx.state.seed})`);
  console.log('Personas (password in the table; log in with 0811… or +62811…):');
  console.table(
    personaRows().map(({ key, phoneNumber, password, description }) => ({
      key,
      phoneNumber,
      password,
      description,
    })),
  );
  console.log(`Dev routes: ${url}/__mock/personas  ${url}/__mock/otp?phoneNumber=  POST ${url}/__mock/reset`);
  console.log(`API reference: ${url}/docs  (OpenAPI 3.1 document: ${url}/openapi.json)`);
});

// A client keeps an idle connection open to use it again (Playwright's API requests, the preview's proxy). Node closes
// one after 5 s idle, and a request sent just as it closes fails with ECONNRESET (seen in e2e). Idle connections stay
// open for 2 minutes instead; the headers timeout must be longer than that.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
}

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
