import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A folder for a real server process's data, and beside it a DIST_DIR whose app is one page titled Dahabi, so the
 * server starts without building the SPA. Under /tmp (world-traversable): as root, the embedded PostgreSQL runs as
 * the postgres OS user.
 */
export function serverDirs(prefix: string): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(root, 0o755);
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dahabi</title>');
  return { root, dist };
}
