import { fromPromise, sendParent } from 'xstate';
import { importMachine } from '@machines/import/import.machine';
import type { ExportKind, ImportRequest } from '@machines/import/types';
import { fetchCsvExport, previewImport, submitImport } from '@/api/csv';
import { callApi } from '@/api/failure';
import type { HouseholdScope } from '@/api/household-scope';
import { pageReports } from '@machines/app/page-reports';
import i18n from '@/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { type ActorSystem, createApiFor } from '@/app/system/api-for';

const exportName = (kind: ExportKind) => `dahabi-${kind}-${new Date().toISOString().slice(0, 10)}.csv`;

// Read when the download starts: the names follow the language on screen then (product §17).
const language = () => (i18n.language === 'en' ? 'en' : 'ar');

/**
 * The CSV export and import flow bound to the API, in the page's household scope. It runs beside the page's machine
 * (the app's `pageBeside`, ADR 030): rows stored, it asks the app to start the page afresh (`app.pageReload`), and
 * its dialog (a state of the flow) stays with its result while the lists below load anew.
 */
export const liveCsvImport = (scope: HouseholdScope) =>
  importMachine.provide({
    actors: {
      previewImport: fromPromise(({ input, system }: { input: ImportRequest; system: ActorSystem }) =>
        callApi(async () => previewImport(await createApiFor(system), scope, input)),
      ),
      submitImport: fromPromise(({ input, system }: { input: ImportRequest; system: ActorSystem }) =>
        callApi(async () => submitImport(await createApiFor(system), scope, input)),
      ),
      downloadExport: fromPromise(async ({ input, system }: { input: ExportKind; system: ActorSystem }) => {
        const client = await createApiFor(system);
        saveFile(await callApi(() => fetchCsvExport(client, scope, input, language())), exportName(input));
      }),
    },
    actions: { notifyImported: sendParent(pageReports.reload) },
  });
