import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  zakatPaymentListSchema,
  zakatPaymentParamsSchema,
  zakatPaymentPayloadSchema,
  zakatPaymentSchema,
  zakatResponseSchema,
  zakatSettingsPayloadSchema,
  zakatSettingsSchema,
} from '@contract/zakat';
import { memberZakatListSchema } from '@contract/household';
import { householdQuerySchema, memberQuerySchema } from '@contract/household-query';
import {
  bearerSecurity as security,
  householdErrors,
  inputErrors as errors,
  jsonRequestBody,
  jsonResponse,
} from '../http/openapi-parts';

/**
 * The zakat API's operations as the OpenAPI document describes them (routes.ts has the handlers). Each acts on a
 * household (`?household=`, issue 17): 404 for one the caller holds no role in, 403 for a viewer's write.
 */

const tags = ['zakat'];
const query = householdQuerySchema;

export const zakatRoute = createRoute({
  method: 'get',
  path: '/api/zakat/',
  tags,
  summary:
    'Zakat as of today (Cairo): nisab, zakatable value, the hawl and the amount due or the estimate; `?member=` for one household member',
  security,
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(zakatResponseSchema, 'The computation'), ...errors, ...householdErrors },
});

export const memberZakatRoute = createRoute({
  method: 'get',
  path: '/api/zakat/members/',
  tags,
  summary: 'Zakat per household member (each their own nisab and hawl), one result each, never a sum',
  security,
  request: { query },
  responses: {
    200: jsonResponse(memberZakatListSchema, 'One computation per member'),
    ...errors,
    ...householdErrors,
  },
});

export const zakatSettingsRoute = createRoute({
  method: 'put',
  path: '/api/zakat/settings/',
  tags,
  summary: 'Store the zakat settings (omitted fields keep their value)',
  security,
  request: { query, ...jsonRequestBody(zakatSettingsPayloadSchema) },
  responses: { 200: jsonResponse(zakatSettingsSchema, 'The stored settings'), ...errors, ...householdErrors },
});

export const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/api/zakat/payments/',
  tags,
  summary: 'Zakat recorded as paid, newest hawl first',
  security,
  request: { query },
  responses: { 200: jsonResponse(zakatPaymentListSchema, 'The payments'), ...errors, ...householdErrors },
});

export const createPaymentRoute = createRoute({
  method: 'post',
  path: '/api/zakat/payments/',
  tags,
  summary: 'Record zakat paid: settles the hawl that is due; the next hawl starts on its due day',
  security,
  request: { query, ...jsonRequestBody(zakatPaymentPayloadSchema) },
  responses: { 201: jsonResponse(zakatPaymentSchema, 'The recorded payment'), ...errors, ...householdErrors },
});

export const deletePaymentRoute = createRoute({
  method: 'delete',
  path: '/api/zakat/payments/{uuid}/',
  tags,
  summary: 'Delete a recorded payment (its hawl is due again)',
  security,
  request: { query, params: zakatPaymentParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...errors, ...householdErrors },
});

export const reminderRoute = createRoute({
  method: 'get',
  path: '/api/zakat/reminder.ics',
  tags,
  summary: 'An iCalendar event on the next due day (Arabic and English description)',
  security,
  request: { query },
  responses: {
    200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The event' },
    ...errors,
    ...householdErrors,
  },
});
