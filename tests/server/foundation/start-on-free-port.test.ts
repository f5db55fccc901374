import fs from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/server-readiness';
import { startOnFreePort, terminate, type StartedProcess } from '../../../scripts/lib/start-process';
import { serverDirs } from '@tests/support/server-dirs';

// The browser and fault tests start real servers (scripts/start.mjs) on ports found free; another process can take
// such a port in the seconds before the server listens on it. Here a port is held on purpose.

const SLOW = 180_000;
let dataDir: string;
let dist: string;
let held: Server;
let heldPort: number;

beforeAll(async () => {
  ({ root: dataDir, dist } = serverDirs('dahabi-port-'));
  // another process's port: it takes connections and drops them
  held = createServer((socket) => socket.destroy());
  heldPort = await new Promise<number>((resolve) =>
    held.listen(0, '127.0.0.1', () => resolve((held.address() as { port: number }).port)),
  );
});

afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const settings = () => ({ DIST_DIR: dist, PRICE_PROVIDER: 'manual' });

describe('a test server on a port found free', () => {
  it(
    'whose port was taken meanwhile starts again on another one over the same data',
    async () => {
      const ports = [heldPort];
      const spawned: StartedProcess[] = [];
      const started = await startOnFreePort(path.join(dataDir, 'taken-once'), settings(), {
        nextPort: async () => ports.shift() ?? freePort(),
        spawned: (server) => spawned.push(server),
        timeoutMs: SLOW,
      });
      try {
        expect(spawned).toHaveLength(2);
        expect(await spawned[0]!.exited).toBe(1);
        expect(spawned[0]!.output()).toContain(`PORT ${heldPort} is already in use`);
        expect(started.port).not.toBe(heldPort);
        expect(started.url).toBe(`http://127.0.0.1:${started.port}`);
        // e-mails link to the port the server really answers on
        expect(started.env.PUBLIC_URL).toBe(started.url);
        expect((await fetch(`${started.url}/readyz`)).status).toBe(200);
      } finally {
        await terminate(started.server);
      }
    },
    SLOW,
  );

  it(
    'whose port is taken every time fails after three starts, saying why, with none left running',
    async () => {
      const spawned: StartedProcess[] = [];
      const failed = startOnFreePort(path.join(dataDir, 'taken-always'), settings(), {
        nextPort: async () => heldPort,
        spawned: (server) => spawned.push(server),
        timeoutMs: SLOW,
      });
      await expect(failed).rejects.toThrow(`PORT ${heldPort} is already in use`);
      expect(spawned).toHaveLength(3);
      expect(spawned.map(({ child }) => child.exitCode)).toEqual([1, 1, 1]);
    },
    SLOW,
  );
});
