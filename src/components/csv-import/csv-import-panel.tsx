import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { importMachine } from '@machines/import/import.machine';
import type { ExportKind, ImportRequest } from '@machines/import/types';
import { fetchCsvExport, previewImport, submitImport } from '@/api/csv';
import { callApi } from '@/api/failure';
import { useHouseholdRole } from '@/app/household-scope/use-scope-members';
import { usePageScope } from '@/app/household-scope/household-scope-provider';
import { inspect } from '@/app/inspect';
import { saveFile } from '@/lib/save-file';
import { CsvImportView } from './csv-import-view';

const exportName = (kind: ExportKind) => `dahabi-${kind}-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * The CSV export and import flow bound to the API, in the page's household scope. `onImported` reloads the page's
 * lists once rows are stored. Made by the page, so that its dialog (a state of the flow) stays with its result
 * while the lists below start afresh.
 */
export function useCsvImport(onImported: () => void) {
  const { scope } = usePageScope();
  const role = useHouseholdRole();
  const { i18n } = useTranslation();
  // Read when the download starts: the names follow the language on screen then (product §17).
  const language = () => (i18n.language === 'en' ? 'en' : 'ar');
  return useActorRef(
    importMachine.provide({
      actors: {
        previewImport: fromPromise(({ input }: { input: ImportRequest }) =>
          callApi(() => previewImport(scope, input)),
        ),
        submitImport: fromPromise(({ input }: { input: ImportRequest }) =>
          callApi(() => submitImport(scope, input)),
        ),
        downloadExport: fromPromise(async ({ input }: { input: ExportKind }) =>
          saveFile(await callApi(() => fetchCsvExport(scope, input, language())), exportName(input)),
        ),
      },
      actions: { notifyImported: () => onImported() },
    }),
    { input: { role }, inspect },
  );
}

/** The CSV export buttons and import dialog of a flow made with `useCsvImport`. */
export function CsvImportPanel({ actorRef }: { actorRef: ReturnType<typeof useCsvImport> }) {
  return <CsvImportView actorRef={actorRef} />;
}
