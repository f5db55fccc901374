import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { detailErrorSchema, fieldErrorsSchema } from '@contract/errors';
import {
  zakatPaymentListSchema,
  zakatPaymentParamsSchema,
  zakatPaymentPayloadSchema,
  zakatPaymentSchema,
  zakatResponseSchema,
  zakatSettingsPayloadSchema,
  zakatSettingsSchema,
} from '@contract/zakat';
import { memberQuerySchema, memberZakatListSchema } from '@contract/household';
import { jsonResponse } from '../http/openapi-parts';

/** The zakat API's operations as the OpenAPI document describes them (routes.ts has the handlers). */

const security = [{ bearerAuth: [] }];
const tags = ['zakat'];
const errors = {
  400: jsonResponse(z.union([detailErrorSchema, fieldErrorsSchema]), 'Invalid input (DRF-shaped)'),
  401: jsonResponse(detailErrorSchema, 'Not signed in'),
};
const notFound = { 404: jsonResponse(detailErrorSchema, 'Not found (or another person’s)') };

export const zakatRoute = createRoute({
  method: 'get',
  path: '/api/zakat/',
  tags,
  summary:
    'Zakat as of today (Cairo): nisab, zakatable value, the hawl and the amount due or the estimate; `?member=` for one household member',
  security,
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(zakatResponseSchema, 'The computation'), ...errors, ...notFound },
});

export const memberZakatRoute = createRoute({
  method: 'get',
  path: '/api/zakat/members/',
  tags,
  summary: 'Zakat per household member (each their own nisab and hawl), one result each, never a sum',
  security,
  responses: { 200: jsonResponse(memberZakatListSchema, 'One computation per member'), 401: errors[401] },
});

export const zakatSettingsRoute = createRoute({
  method: 'put',
  path: '/api/zakat/settings/',
  tags,
  summary: 'Store the zakat settings (omitted fields keep their value)',
  security,
  request: {
    body: { content: { 'application/json': { schema: zakatSettingsPayloadSchema } }, required: true },
  },
  responses: { 200: jsonResponse(zakatSettingsSchema, 'The stored settings'), ...errors },
});

export const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/api/zakat/payments/',
  tags,
  summary: 'Zakat recorded as paid, newest hawl first',
  security,
  responses: { 200: jsonResponse(zakatPaymentListSchema, 'The payments'), 401: errors[401] },
});

export const createPaymentRoute = createRoute({
  method: 'post',
  path: '/api/zakat/payments/',
  tags,
  summary: 'Record zakat paid: settles the hawl that is due; the next hawl starts on its due day',
  security,
  request: {
    body: { content: { 'application/json': { schema: zakatPaymentPayloadSchema } }, required: true },
  },
  responses: { 201: jsonResponse(zakatPaymentSchema, 'The recorded payment'), ...errors },
});

export const deletePaymentRoute = createRoute({
  method: 'delete',
  path: '/api/zakat/payments/{uuid}/',
  tags,
  summary: 'Delete a recorded payment (its hawl is due again)',
  security,
  request: { params: zakatPaymentParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errors, ...notFound },
});

export const reminderRoute = createRoute({
  method: 'get',
  path: '/api/zakat/reminder.ics',
  tags,
  summary: 'An iCalendar event on the next due day (Arabic and English description)',
  security,
  responses: {
    200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The event' },
    401: errors[401],
    ...notFound,
  },
});
