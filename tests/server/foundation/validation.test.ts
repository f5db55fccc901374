import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createRouter } from '@server/http/router';

// A route module built the way every area builds one, to see the 400s a client gets.
const app = createRouter();
app.openapi(
  createRoute({
    method: 'post',
    path: '/api/example/',
    request: {
      body: {
        content: {
          'application/json': {
            schema: z.strictObject({
              name: z.string().min(1),
              amount: z.number().positive(),
              count: z.number().int(),
              kind: z.enum(['gold', 'currency']),
              email: z.email().optional(),
              note: z.string({ error: 'A custom message wins.' }).optional(),
            }),
          },
        },
      },
    },
    responses: { 200: { description: 'ok' } },
  }),
  (c) => c.json({ ok: true }, 200),
);

const post = (body: unknown, contentType = 'application/json') =>
  app.request('/api/example/', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': contentType },
  });

describe('validation errors are shaped as Django REST framework’s', () => {
  it('missing fields: "This field is required."', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      name: ['This field is required.'],
      amount: ['This field is required.'],
      count: ['This field is required.'],
      kind: ['This field is required.'],
    });
  });

  it('wrong types, blanks, bad choices and formats get DRF’s wording', async () => {
    const res = await post({ name: '', amount: 'ten', count: 1.5, kind: 'silver', email: 'nope' });
    expect(await res.json()).toEqual({
      name: ['This field may not be blank.'],
      amount: ['A valid number is required.'],
      count: ['A valid integer is required.'],
      kind: ['"silver" is not a valid choice.'],
      email: ['Enter a valid email address.'],
    });
  });

  it('a message written in the schema is kept', async () => {
    const res = await post({ name: 'x', amount: 1, count: 1, kind: 'gold', note: 5 });
    expect(await res.json()).toEqual({ note: ['A custom message wins.'] });
  });

  it('unknown keys are rejected by name', async () => {
    const res = await post({ name: 'x', amount: 1, count: 1, kind: 'gold', is_admin: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ is_admin: ['Unknown field.'] });
  });

  it('a body that is not an object is a non-field error', async () => {
    const res = await post([1, 2]);
    expect(await res.json()).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });

  it('a valid body passes', async () => {
    const res = await post({ name: 'x', amount: 1.5, count: 2, kind: 'gold' });
    expect(res.status).toBe(200);
  });
});
