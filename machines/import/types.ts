import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
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

/** The role, and whom the flow acts for (the app gives the page's scope; none: the person's own household). */
export type ImportInput = RoleInput & Partial<ScopeInput>;

export interface ImportContext extends RoleInput {
  scope: ActingFor;
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
