/**
 * BENCH_BASELINE_REF=<git ref>: the SPA as built at that ref, served beside today's by a second server, so the
 * bench measures a change's before and after in one run, on the same machine at the same moments
 * (docs/performance.md). The ref's files are taken with `git archive` into a scratch folder that shares this
 * checkout's node_modules, and built there; the server serving it is today's (only the SPA is compared).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BaselineBuild {
  /** the ref as given, and its short commit */
  label: string;
  distDir: string;
  remove: () => void;
}

export function buildBaseline(ref: string): BaselineBuild {
  const commit = spawnSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { encoding: 'utf8' });
  if (commit.status !== 0) throw new Error(`BENCH_BASELINE_REF: no commit ${ref}: ${commit.stderr.trim()}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'dahabi-bench-baseline-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = spawnSync('sh', ['-c', `git archive ${commit.stdout.trim()} | tar -x -C "${dir}"`], {
      stdio: 'inherit',
    });
    if (archive.status !== 0) throw new Error(`BENCH_BASELINE_REF: git archive ${ref} failed`);
    symlinkSync(realpathSync('node_modules'), path.join(dir, 'node_modules'));
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', 'dist'],
      { cwd: dir, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error(`BENCH_BASELINE_REF: the build at ${ref} failed`);
  } catch (error) {
    remove();
    throw error;
  }
  const short = commit.stdout.trim();
  return { label: short === ref ? short : `${ref} ${short}`, distDir: path.join(dir, 'dist'), remove };
}
