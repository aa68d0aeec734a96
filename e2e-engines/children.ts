/**
 * The long-running processes the smoke starts (the servers, each WebKitWebDriver under xvfb-run): each in its own
 * process group, stopped by its PID with everything it started; and all of them when this process ends, however
 * it ends (an error, Ctrl-C, CI's SIGTERM), so no server or virtual display outlives a run.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

const running = new Set<ChildProcess>();

export function startGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export function stopGroup(child: ChildProcess): void {
  running.delete(child);
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Resolves once `url` answers (below 500); fails when `child` exits first or after `timeoutMs`. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

process.once('exit', () => {
  for (const child of running) stopGroup(child);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    process.stderr.write(`\ne2e-engines: ${signal}, stopping the servers and browsers\n`);
    process.exit(130);
  });
