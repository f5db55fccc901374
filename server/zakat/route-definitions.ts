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
import { householdQuerySchema as query, memberQuerySchema } from '@contract/household-query';
import { householdOperations, jsonRequestBody, jsonResponse } from '../http/openapi-parts';

/**
 * The zakat API's operations as the OpenAPI document describes them (routes.ts has the handlers). Each acts on a
 * household (`?household=`, product §13): 404 for one the caller holds no role in, 403 for a viewer's write.
 */

const operation = householdOperations('zakat');

export const zakatRoute = operation({
  method: 'get',
  path: '/api/zakat/',
  summary:
    'One person’s zakat as of today (Cairo): nisab, zakatable value, the years owed and the year under way; `?member=`, default the household owner’s own member',
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(zakatResponseSchema, 'The computation') },
});

export const memberZakatRoute = operation({
  method: 'get',
  path: '/api/zakat/members/',
  summary:
    'Zakat per household member (each their own nisab, hawl, settings and payments), one result each, and the sum owed',
  request: { query },
  responses: {
    200: jsonResponse(memberZakatListSchema, 'One computation per member'),
  },
});

export const zakatSettingsRoute = operation({
  method: 'put',
  path: '/api/zakat/settings/',
  summary:
    'Store one member’s zakat settings (`?member=`, default the owner’s own; omitted fields keep their value)',
  request: { query: memberQuerySchema, ...jsonRequestBody(zakatSettingsPayloadSchema) },
  responses: { 200: jsonResponse(zakatSettingsSchema, 'The stored settings') },
});

export const listPaymentsRoute = operation({
  method: 'get',
  path: '/api/zakat/payments/',
  summary: 'One member’s zakat recorded as paid (`?member=`, default the owner’s own), newest hawl first',
  request: { query: memberQuerySchema },
  responses: { 200: jsonResponse(zakatPaymentListSchema, 'The payments') },
});

export const createPaymentRoute = operation({
  method: 'post',
  path: '/api/zakat/payments/',
  summary:
    'Record one member’s zakat paid (`?member=`): settles their oldest unpaid year, or the one due on `due_on`',
  request: { query: memberQuerySchema, ...jsonRequestBody(zakatPaymentPayloadSchema) },
  responses: { 201: jsonResponse(zakatPaymentSchema, 'The recorded payment') },
});

export const deletePaymentRoute = operation({
  method: 'delete',
  path: '/api/zakat/payments/{uuid}/',
  summary: 'Delete a recorded payment (its hawl is due again)',
  request: { query, params: zakatPaymentParamsSchema },
  responses: { 204: { description: 'Deleted' } },
});

export const reminderRoute = operation({
  method: 'get',
  path: '/api/zakat/reminder.ics',
  summary: 'An iCalendar event on one member’s next due day (Arabic and English description)',
  request: { query: memberQuerySchema },
  responses: {
    200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The event' },
  },
});
