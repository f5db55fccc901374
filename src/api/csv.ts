import type { CsvImportPreview, CsvImportResult } from '@contract/csv-import';
import type { ExportKind, ImportRequest } from '@machines/import/types';
import { type ApiClient } from '@/api/client';
import { inScope, type HouseholdScope } from '@/api/household-scope';

/**
 * The CSV export and import (product §15). The import sends the chosen file's bytes as they are (`text/csv`), first
 * with `?dry_run=1` for the preview, then for real; the server decides everything about them.
 */

function importCall(client: ApiClient, scope: HouseholdScope, request: ImportRequest, dryRun: boolean) {
  const searchParams: Record<string, string> = {};
  if (dryRun) searchParams.dry_run = '1';
  if (request.dateFormat) searchParams.date_format = request.dateFormat;
  return client.post('api/portfolios/transactions/import/', {
    ...inScope(scope, false, searchParams),
    body: request.file.blob,
    headers: { 'Content-Type': 'text/csv' },
  });
}

/** POST …/import/?dry_run=1: every row read, its errors, which are already stored. Nothing is stored. */
export function previewImport(
  client: ApiClient,
  scope: HouseholdScope,
  request: ImportRequest,
): Promise<CsvImportPreview> {
  return importCall(client, scope, request, true).json<CsvImportPreview>();
}

/** POST …/import/: every new row stored in one database transaction, or none (a 400 with the preview). */
export function submitImport(
  client: ApiClient,
  scope: HouseholdScope,
  request: ImportRequest,
): Promise<CsvImportResult> {
  return importCall(client, scope, request, false).json<CsvImportResult>();
}

/** GET …/transactions/export.csv or …/holdings/export.csv as a file, its asset names in `language`. */
export function fetchCsvExport(
  client: ApiClient,
  scope: HouseholdScope,
  kind: ExportKind,
  language: 'ar' | 'en',
): Promise<Blob> {
  return client.get(`api/portfolios/${kind}/export.csv`, inScope(scope, true, { language })).blob();
}
