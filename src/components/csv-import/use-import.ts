import { useMemo } from 'react';
import type { ImportActor } from '@machines/import/import.machine';
import type { CsvImportDateFormat, ExportKind } from '@machines/import/types';

/** The events the CSV buttons and the import dialog send, as one memoised facade. */
export function useImportEvents(actorRef: ImportActor) {
  return useMemo(
    () => ({
      open: () => actorRef.send({ type: 'import.open' }),
      close: () => actorRef.send({ type: 'import.close' }),
      chooseFile: (file: File) =>
        actorRef.send({ type: 'import.fileChosen', file: { name: file.name, blob: file } }),
      chooseDateFormat: (format: CsvImportDateFormat) =>
        actorRef.send({ type: 'import.dateFormatChosen', format }),
      confirm: () => actorRef.send({ type: 'import.confirm' }),
      retry: () => actorRef.send({ type: 'import.retry' }),
      download: (kind: ExportKind) => actorRef.send({ type: 'export.download', kind }),
    }),
    [actorRef],
  );
}
