import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createApi } from '@/api/client';
import { startTestApp } from '@tests/support/app-system';
import { apiClientOf, createApiFor } from './api-for';

describe('the HTTP client of an actor system (ADR 030)', () => {
  it('is made once per session, from that session, on first use', async () => {
    const create = vi.fn(createApi);
    const app = startTestApp();
    const first = apiClientOf(app.system, create);
    expect(apiClientOf(app.system, create)).toBe(first);
    expect(await createApiFor(app.system)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0].session).not.toBeNull();
    app.stop();
  });

  it('is another for another app: each test starts its own, with its own session', async () => {
    const one = startTestApp();
    const other = startTestApp();
    expect(await createApiFor(one.system)).not.toBe(await createApiFor(other.system));
    one.stop();
    other.stop();
  });

  it('asks no session in a system without one (a machine started on its own)', () => {
    const create = vi.fn(createApi);
    const alone = createActor(createMachine({})).start();
    apiClientOf(alone.system, create);
    expect(create.mock.calls[0]![0].session).toBeNull();
    alone.stop();
  });
});
