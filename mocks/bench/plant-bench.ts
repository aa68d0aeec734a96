/**
 * The plant's API figures (docs/performance.md "A plant of 5,000"): medians of 5 (BENCH_RUNS), in-process through
 * `app.request` and over HTTP against the mock server started as a child (node --import tsx src/server.ts on a free
 * 127.0.0.1 port), for hr-plant (5,000 direct subordinates) and hr (300). The mock's clock is pinned (MOCK_NOW, frozen), so the
 * days asked about are the same on every run. Responses are checked against the contract as in `npm start` and the
 * e2e (NODE_ENV is not production). Prints a markdown table; the machine's load average goes with it, since a
 * shared machine's figures move with it.
 *
 * `npm run bench:plant -w @upah/mocks`
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app';
import { PERSONA_PASSWORD, type PersonaKey, personaByKey } from '../src/personas';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NOW = '2026-10-15T10:00:00+07:00';
/** A weekday before the pinned instant, the month before it (whole), and a stretch ahead for "Juga tidak masuk". */
const DAY = '2026-10-14';
const MONTH = '2026-09';
const OFF = 'from=2026-10-16&to=2026-10-22';
const PAGE_SIZE = 100;

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const figure = (t: { wall: number; cpu: number }) => `${ms(t.wall)} (CPU ${ms(t.cpu)})`;

/** One way to call the mock: in-process or over HTTP. */
interface Caller {
  readonly name: string;
  /** CPU milliseconds the mock has used so far (this process, or the server's from /proc). */
  cpu(): number;
  call(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; data: unknown }>;
}

function inProcess(): Caller & { reset(): void } {
  const server = createApp({ quiet: true, now: () => new Date(NOW) });
  return {
    name: 'in-process',
    cpu: () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    },
    reset: () => server.ctx.reset(),
    async call(method, path, token, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await server.app.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: ((await res.json()) as { data?: unknown }).data };
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function overHttp(): Promise<Caller & { stop(): void }> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // node itself (tsx as its loader), so the child's pid is the server's: its CPU is read from /proc
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      MOCK_QUIET: '1',
      MOCK_NOW: NOW,
      MOCK_CLOCK: 'frozen',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock server did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
  return {
    name: 'HTTP',
    stop,
    cpu: () => {
      // utime and stime of /proc/<pid>/stat (fields 14 and 15), in clock ticks of 10 ms
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async call(method, path, token, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, data: text ? (JSON.parse(text) as { data?: unknown }).data : null };
    },
  };
}

async function login(caller: Caller, key: PersonaKey): Promise<string> {
  const persona = personaByKey(key);
  const answer = await caller.call('POST', '/auth/login/global/employee/phone', undefined, {
    phoneNumber: persona.phoneNumber,
    password: PERSONA_PASSWORD,
  });
  const token = (answer.data as { loginToken?: { authToken?: string }[] }).loginToken?.[0]?.authToken;
  if (!token) throw new Error(`login as ${key} failed (${answer.status})`);
  return token;
}

/** Wall and CPU milliseconds of a call. */
interface Took {
  wall: number;
  cpu: number;
}
let current: Caller | undefined;

/** Milliseconds of `f` (wall, and the mock's CPU), after checking it answered 200. */
async function timed(f: () => Promise<{ status: number }>): Promise<Took> {
  const cpu0 = current?.cpu() ?? 0;
  const start = performance.now();
  const { status } = await f();
  const wall = performance.now() - start;
  if (status !== 200) throw new Error(`answered ${status}`);
  return { wall, cpu: (current?.cpu() ?? 0) - cpu0 };
}

async function medianOf(f: () => Promise<{ status: number }>): Promise<Took> {
  const runs: Took[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(f));
  return { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) };
}

/** Every page of the month, `parallel` requests at a time, as a screen that renders each page as it arrives. */
async function wholeMonth(
  caller: Caller,
  token: string,
  parallel: number,
): Promise<Took & { pages: number }> {
  const cpu0 = caller.cpu();
  const start = performance.now();
  const first = await caller.call('GET', `/attendance/recap?month=${MONTH}&page=1&size=${PAGE_SIZE}`, token);
  const pages = (first.data as { pagination: { totalPages: number } }).pagination.totalPages;
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      const answer = await caller.call(
        'GET',
        `/attendance/recap?month=${MONTH}&page=${page}&size=${PAGE_SIZE}`,
        token,
      );
      if (answer.status !== 200) throw new Error(`recap page ${page} answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { wall: performance.now() - start, cpu: caller.cpu() - cpu0, pages };
}

type Row = [string, string, string];
const rows: Row[] = [];
const add = (what: string, caller: Caller, value: string) => rows.push([what, caller.name, value]);

async function teamFigures(caller: Caller, key: PersonaKey, label: string) {
  current = caller;
  const token = await login(caller, key);
  add(
    `${label}: first call signed in (lays a lazy seed)`,
    caller,
    figure(await timed(() => caller.call('GET', '/employee/profile/current', token))),
  );
  add(
    `${label}: GET /attendance/team/day?date=${DAY}`,
    caller,
    figure(await medianOf(() => caller.call('GET', `/attendance/team/day?date=${DAY}`, token))),
  );
  let page = 0;
  add(
    `${label}: GET /attendance/recap?month=${MONTH}, one page of ${PAGE_SIZE}`,
    caller,
    figure(
      await medianOf(() =>
        caller.call(
          'GET',
          `/attendance/recap?month=${MONTH}&page=${(page++ % 5) + 1}&size=${PAGE_SIZE}`,
          token,
        ),
      ),
    ),
  );
  for (const parallel of [1, 4]) {
    const runs: Took[] = [];
    let pages = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await wholeMonth(caller, token, parallel);
      runs.push(run);
      pages = run.pages;
    }
    const took = { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) };
    add(`${label}: the whole month, ${pages} pages, ${parallel} at a time`, caller, figure(took));
  }
  const member = key === 'hr-plant' ? 100_001 : undefined;
  const team = (await caller.call('GET', `/attendance/team/day?date=${DAY}`, token)).data as {
    members: { subordinateId: number }[];
  };
  const someone = member ?? team.members[0]?.subordinateId ?? 0;
  add(
    `${label}: GET /attendance/recap/member (one month)`,
    caller,
    figure(
      await medianOf(() =>
        caller.call('GET', `/attendance/recap/member?month=${MONTH}&subordinateId=${someone}`, token),
      ),
    ),
  );
  add(
    `${label}: GET /attendance/team/off?${OFF}`,
    caller,
    figure(await medianOf(() => caller.call('GET', `/attendance/team/off?${OFF}`, token))),
  );
  add(
    `${label}: GET /leave/balance?subordinateId=`,
    caller,
    figure(await medianOf(() => caller.call('GET', `/leave/balance?subordinateId=${someone}`, token))),
  );
}

const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
const local = inProcess();
current = local;
const resets: Took[] = [];
for (let i = 0; i <= RUNS; i++) {
  const took = await timed(async () => {
    local.reset();
    return { status: 200 };
  });
  if (i > 0) resets.push(took); // the first warms up
}
add(
  'reset (POST /__mock/reset, before every e2e test)',
  local,
  figure({ wall: median(resets.map((r) => r.wall)), cpu: median(resets.map((r) => r.cpu)) }),
);
await teamFigures(local, 'hr-plant', 'hr-plant (5,000)');
local.reset();
await teamFigures(local, 'hr', 'hr (300)');

const http = await overHttp();
try {
  current = http;
  const httpResets: Took[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const took = await timed(() => http.call('POST', '/__mock/reset', undefined, { now: NOW, frozen: true }));
    if (i > 0) httpResets.push(took);
  }
  add(
    'reset (POST /__mock/reset, before every e2e test)',
    http,
    figure({ wall: median(httpResets.map((r) => r.wall)), cpu: median(httpResets.map((r) => r.cpu)) }),
  );
  await teamFigures(http, 'hr-plant', 'hr-plant (5,000)');
  await http.call('POST', '/__mock/reset', undefined, { now: NOW, frozen: true });
  await teamFigures(http, 'hr', 'hr (300)');
} finally {
  http.stop();
}

console.log(
  `Medians of ${RUNS}; the mock's clock at ${NOW}; load average before the run ${load} (1 / 5 / 15 min).\n`,
);
console.log("| what | where | median wall (the mock's CPU) |\n|---|---|---|");
for (const [what, where, value] of rows) console.log(`| ${what} | ${where} | ${value} |`);
