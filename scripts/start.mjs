// `npm start`: installs (if needed), builds the PWA, starts the mock server and the PWA, prints URLs and demo logins.
import { bin, ensureInstalled, log, root, runOrExit, startChild, stopChild, waitForHttp } from './lib.mjs';

const MOCK_PORT = process.env.MOCK_PORT ?? '4010';
const PWA_PORT = process.env.PWA_PORT ?? '5173';
const HOST = '127.0.0.1';

ensureInstalled();
log('Building the PWA (production build)');
runOrExit(bin('turbo'), ['run', 'build', '--filter=@upah/pwa', '--output-logs=errors-only']);

const env = { ...process.env, MOCK_PORT, PWA_PORT, MOCK_QUIET: process.env.MOCK_QUIET ?? '0' };
log(`Starting the mock server on ${HOST}:${MOCK_PORT} and the PWA on ${HOST}:${PWA_PORT}`);
const mock = startChild(bin('tsx'), ['mocks/src/server.ts'], { env });
const pwa = startChild(bin('vite'), ['preview', '--host', HOST, '--port', PWA_PORT, '--strictPort'], {
  cwd: `${root}/apps/pwa`,
  env,
});
const children = [mock, pwa];
const stopAll = () => {
  for (const child of children) stopChild(child);
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      process.stderr.write(`A server exited with ${code}; stopping.\n`);
      stopAll();
    }
  });
}

try {
  await waitForHttp(`http://${HOST}:${MOCK_PORT}/__mock/personas`);
  await waitForHttp(`http://${HOST}:${PWA_PORT}/`);
  const personas = await (await fetch(`http://${HOST}:${MOCK_PORT}/__mock/personas`)).json();
  const rows = personas.map(
    (p) =>
      `  ${p.key.padEnd(14)} ${p.phoneNumber.padEnd(16)} ${(p.password ?? '(none)').padEnd(11)} ${p.description}`,
  );
  process.stdout.write(
    [
      '',
      'Upah is running:',
      `  PWA (employee app)   http://${HOST}:${PWA_PORT}/login`,
      `  Mock API server      http://${HOST}:${MOCK_PORT}   (personas: /__mock/personas, OTP codes: /__mock/otp?phoneNumber=)`,
      `  API reference        http://${HOST}:${MOCK_PORT}/docs   (OpenAPI 3.1: /openapi.json)`,
      '',
      'Demo logins (type the number with a leading 0, e.g. 081100000001):',
      `  ${'persona'.padEnd(14)} ${'phone'.padEnd(16)} ${'password'.padEnd(11)} what it shows`,
      ...rows,
      '',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  stopAll();
}
