/**
 * Processes as Linux's /proc shows them: the CPU time the benches count of the server and its PostgreSQL (api.ts),
 * how they tell that a freshly started Chromium has gone quiet, and which of its processes run pages (lighthouse.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The fields of /proc/PID/stat after the command's name (which may hold spaces), or undefined once it is gone. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime of a process in ms (0 when it is gone). */
export function cpuTimeMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS : 0;
}

/** A process and every process under it (PostgreSQL's postmaster and its backends, Chromium and its children). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(entry)?.[1]);
    if (!ppid) continue;
    const siblings = children.get(ppid);
    if (siblings) siblings.push(Number(entry));
    else children.set(ppid, [Number(entry)]);
  }
  const tree: number[] = [];
  const todo = [root];
  for (let pid = todo.pop(); pid !== undefined; pid = todo.pop()) {
    tree.push(pid);
    todo.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * The CPU time in ms of a process and every process under it: PostgreSQL's postmaster and its backends, or
 * Chromium's browser process and its zygotes, renderers, GPU and utility processes. One that ends meanwhile is
 * left out.
 */
export function treeCpuMs(root: number): number {
  return processTree(root).reduce((total, pid) => total + cpuTimeMs(pid), 0);
}

/** A process's command line as one string ('' once it is gone). Chromium's children rewrite theirs as one string. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}
