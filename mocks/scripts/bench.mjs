/**
 * The mock's throughput figure: requests per second and p99 latency of GET /employee/profile/current on loopback.
 * Starts the mock server as a child (tsx src/server.ts, MOCK_QUIET=1) on a free 127.0.0.1 port, logs in as the
 * `employee` persona, runs autocannon for BENCH_SECONDS (default 10) with the bearer token, prints the figures
 * and stops the child.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const tsx = join(root, '..', 'node_modules', '.bin', 'tsx');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(tsx, ['src/server.ts'], {
  cwd: root,
  env: { ...process.env, MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1', MOCK_QUIET: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stop);

await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('mock server did not start within 30 s')), 30_000);
  child.stdout.on('data', (chunk) => {
    if (String(chunk).includes('listening on')) {
      clearTimeout(timer);
      resolve();
    }
  });
  child.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
});

const login = await fetch(`${base}/auth/login/global/employee/phone`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phoneNumber: '+6281100000001', password: 'rahasia123' }),
});
const token = (await login.json()).data.loginToken[0].authToken;

const result = await autocannon({
  url: `${base}/employee/profile/current`,
  headers: { authorization: `Bearer ${token}` },
  connections,
  duration: seconds,
});

const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(`GET /employee/profile/current, ${seconds} s, ${connections} connections, loopback`);
console.log(`requests/s: ${Math.round(result.requests.average)} (total ${result.requests.total})`);
console.log(
  `latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms, max: ${result.latency.max} ms`,
);
console.log(`non-2xx/errors/timeouts: ${non2xx}`);
stop();
process.exit(non2xx > 0 ? 1 : 0);
