/**
 * The processes of one benchmark's Chromium (Linux /proc), found by a marker on the browser's command line (its
 * unique fake-video file): their memory (Pss) and CPU time, so a bench can measure the renderer and the GPU
 * process apart from everything else on the machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Proc {
  pid: number;
  ppid: number;
  cmd: string;
}

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      list.push({
        pid: Number(name),
        ppid,
        cmd: readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return list;
}

/** The pids of the given `--type=` processes (renderer, gpu-process, …) of the Chromium whose command line holds `marker`. */
export function chromiumPids(marker: string, types: string[]): number[] {
  const procs = processes();
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  const roots = new Set(
    procs.filter((p) => p.cmd.includes(marker) && !p.cmd.includes('--type=')).map((p) => p.pid),
  );
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 10; hops++) {
      if (roots.has(at)) return true;
      at = byPid.get(at)?.ppid ?? 0;
    }
    return false;
  };
  return procs
    .filter((p) => types.some((t) => p.cmd.includes(`--type=${t}`)) && inTree(p.pid))
    .map((p) => p.pid);
}

/** CPU seconds (user + system) a process has used so far, 0 if it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command: state(0) ppid(1) … utime(11) stime(12), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Memory (MB, Pss: memory shared between processes counted once) of the renderer processes of the Chromium whose
 * command line holds `marker`: what the JS heap does not count (the decoder's wasm memory, its worker, image
 * buffers). `own` leaves out the shared-memory regions (memfd), which here are mostly the software compositor's
 * 1280×800 frame buffers: their number comes and goes with painting, not with scanning.
 */
export function rendererMemoryMb(marker: string): { all: number; own: number } {
  let all = 0;
  let shared = 0;
  for (const pid of chromiumPids(marker, ['renderer'])) {
    let mapping = '';
    try {
      for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
        if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) mapping = line;
        else if (line.startsWith('Pss:')) {
          const kb = Number(line.split(/\s+/)[1]);
          all += kb;
          if (mapping.includes('memfd:')) shared += kb;
        }
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return { all: all / 1024, own: (all - shared) / 1024 };
}

/**
 * CPU seconds of each thread of a process by the thread's name (/proc/<pid>/task/<tid>/comm: CrRendererMain,
 * DedicatedWorker thread, Compositor, Media, …; threads of one name added up): where a process's CPU goes.
 */
export function threadCpuSeconds(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tids) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(after[11]) + Number(after[12])) / 100;
      byName.set(name, (byName.get(name) ?? 0) + seconds);
    } catch {
      // the thread ended meanwhile
    }
  }
  return byName;
}

/** Resident memory (MB, VmRSS) of the renderer processes of the Chromium whose command line holds `marker`. */
export function rendererRssMb(marker: string): number {
  let kb = 0;
  for (const pid of chromiumPids(marker, ['renderer'])) {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      kb += Number(line?.split(/\s+/)[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}
