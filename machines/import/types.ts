import type { RoleInput } from '@machines/shared/household-role';
import type {
  CsvImportDateFormat,
  CsvImportPreview,
  CsvImportRefusal,
  CsvImportResult,
} from '@contract/csv-import';

export type { CsvImportDateFormat, CsvImportPreview, CsvImportRefusal, CsvImportResult };

/** What the person chose: the file as the browser gives it (read by the page's actor, never by the machine). */
export interface ChosenFile {
  name: string;
  /** The file itself (a browser File); its bytes are sent as they are. */
  blob: Blob;
}

export type ExportKind = 'transactions' | 'holdings';

export interface ImportRequest {
  file: ChosenFile;
  dateFormat: CsvImportDateFormat | null;
}

/** Why the server would not read the file: its code and words, or a code the SPA names itself. */
export interface FileRefusal {
  code: string;
  detail: string;
  choices: CsvImportDateFormat[];
}

export interface ImportContext extends RoleInput {
  file: ChosenFile | null;
  dateFormat: CsvImportDateFormat | null;
  preview: CsvImportPreview | null;
  refusal: FileRefusal | null;
  result: CsvImportResult | null;
}

export type ImportEvent =
  | { type: 'import.open' }
  | { type: 'import.close' }
  | { type: 'import.fileChosen'; file: ChosenFile }
  | { type: 'import.dateFormatChosen'; format: CsvImportDateFormat }
  | { type: 'import.confirm' }
  | { type: 'import.retry' }
  | { type: 'export.download'; kind: ExportKind };
