import type { ImportActor } from '@machines/import/import.machine';
import { CsvImportView } from './csv-import-view';

/** The CSV export buttons and import dialog of the flow the app runs beside the page (`liveCsvImport`). */
export function CsvImportPanel({ actorRef }: { actorRef: ImportActor }) {
  return <CsvImportView actorRef={actorRef} />;
}
