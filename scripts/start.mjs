// `npm start`: installs (if needed), builds the PWA and the gate console, starts the mock server, the PWA and the
// console, prints URLs and demo logins (the supervisor and hr logins first: they are the console's).
import { bin, ensureInstalled, log, root, runOrExit, startChild, stopChild, waitForHttp } from './lib.mjs';

const MOCK_PORT = process.env.MOCK_PORT ?? '4010';
const PWA_PORT = process.env.PWA_PORT ?? '5173';
const CONSOLE_PORT = process.env.CONSOLE_PORT ?? '5174';
const HOST = '127.0.0.1';

ensureInstalled();
log('Building the PWA and the gate console (production builds)');
runOrExit(bin('turbo'), [
  'run',
  'build',
  '--filter=@upah/pwa',
  '--filter=@upah/console',
  '--output-logs=errors-only',
]);

const env = { ...process.env, MOCK_PORT, PWA_PORT, CONSOLE_PORT, MOCK_QUIET: process.env.MOCK_QUIET ?? '0' };
log(
  `Starting the mock server on ${HOST}:${MOCK_PORT}, the PWA on ${HOST}:${PWA_PORT} and the console on ${HOST}:${CONSOLE_PORT}`,
);
const mock = startChild(bin('tsx'), ['mocks/src/server.ts'], { env });
const pwa = startChild(bin('vite'), ['preview', '--host', HOST, '--port', PWA_PORT, '--strictPort'], {
  cwd: `${root}/apps/pwa`,
  env,
});
const consoleApp = startChild(
  bin('vite'),
  ['preview', '--host', HOST, '--port', CONSOLE_PORT, '--strictPort'],
  {
    cwd: `${root}/apps/console`,
    env,
  },
);
const children = [mock, pwa, consoleApp];
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
  await waitForHttp(`http://${HOST}:${CONSOLE_PORT}/`);
  const personas = await (await fetch(`http://${HOST}:${MOCK_PORT}/__mock/personas`)).json();
  const consoleLogins = personas
    .filter((p) => p.key === 'supervisor' || p.key === 'hr')
    .map(
      (p) => `  ${p.key.padEnd(14)} ${p.phoneNumber.replace(/^\+62/, '0').padEnd(16)} ${p.password ?? ''}`,
    );
  const rows = personas.map(
    (p) =>
      `  ${p.key.padEnd(14)} ${p.phoneNumber.padEnd(16)} ${(p.password ?? '(none)').padEnd(11)} ${p.description}`,
  );
  process.stdout.write(
    [
      '',
      'Upah is running:',
      `  PWA (employee app)   http://${HOST}:${PWA_PORT}/login`,
      `  Gate console         http://${HOST}:${CONSOLE_PORT}/   (supervisors, on a tablet: 1280×800 or 800×1280)`,
      `  Mock API server      http://${HOST}:${MOCK_PORT}   (personas: /__mock/personas, OTP codes: /__mock/otp?phoneNumber=)`,
      `  API reference        http://${HOST}:${MOCK_PORT}/docs   (OpenAPI 3.1: /openapi.json)`,
      '',
      'Console logins (phone as typed, password):',
      ...consoleLogins,
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
