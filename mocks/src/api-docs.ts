/**
 * The API reference on the mock server. `GET /openapi.json` is the OpenAPI 3.1 document generated
 * from @upah/core's contract (its servers point at this server's own origin, so "Try it out" calls the mock);
 * `GET /docs` renders it with Swagger UI served from our own node_modules (swagger-ui-dist), no CDN, so it
 * works offline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApi } from '@upah/core/openapi';
import { compress } from 'hono/compress';
import type { MockApp } from './domains/types';

export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = '/openapi.json';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page loads, with their content types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Upah API reference</title>
  <link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon-32x32.png">
  <link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
  <style>body { margin: 0; } .swagger-ui .topbar { display: none; }</style>
</head>
<body>
  <main id="swagger-ui"></main>
  <script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
  <script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: -1,
  displayOperationId: false,
  filter: true,
  persistAuthorization: true,
  tryItOutEnabled: false,
  validatorUrl: null,
});
`;

/** Served by the mock: how to try calls from /docs against it (personas, token). */
const MOCK_NOTE = [
  '',
  '**Try it on this mock server.** Call `auth.login` with `{ "phoneNumber": "+6281100000001", "password": "rahasia123" }`',
  '(every persona: `GET /__mock/personas`), copy `data.loginToken[0].authToken` into **Authorize**, then use',
  '**Try it out** on any call. `POST /__mock/reset` returns to the seed.',
].join('\n');

function withMockNote(doc: Record<string, unknown>): Record<string, unknown> {
  const info = doc.info as { description?: string };
  return { ...doc, info: { ...info, description: `${info.description ?? ''}\n${MOCK_NOTE}` } };
}

export function registerApiDocs(app: MockApp): void {
  const documents = new Map<string, object>();
  const assets = new Map<string, Buffer>();

  // swagger-ui-bundle.js is 1.7 MB; gzip makes it ~0.5 MB.
  app.use(OPENAPI_PATH, compress());
  app.use(`${DOCS_PATH}/*`, compress());
  app.get(OPENAPI_PATH, (c) => {
    const origin = new URL(c.req.url).origin;
    let doc = documents.get(origin);
    if (!doc) {
      doc = withMockNote(buildOpenApi({ origins: { main: origin, login: origin, upload: origin } }));
      documents.set(origin, doc);
    }
    return c.json(doc);
  });
  app.get(DOCS_PATH, (c) => c.html(PAGE));
  app.get(`${DOCS_PATH}/init.js`, (c) =>
    c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get(`${DOCS_PATH}/assets/:file`, (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.json({ message: `Tidak ditemukan: ${c.req.path}` }, 404);
    let content = assets.get(file);
    if (!content) {
      content = readFileSync(path.join(SWAGGER_UI_DIR, file));
      assets.set(file, content);
    }
    return c.body(new Uint8Array(content), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=3600',
    });
  });
}
