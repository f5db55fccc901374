import { assign, setup, type ActorRefFrom } from 'xstate';
import { isViewer, refusedToViewer } from '@machines/shared/household-role';
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import { placeholderActor } from '@machines/shared/placeholder-actor';
import { lostAccess, reportLostAccess } from '@machines/shared/refusals';
import { apiFailureOf, type ApiFailure } from '@machines/shared/api-failure';
import type {
  CsvImportPreview,
  ChosenFile,
  CsvImportResult,
  ExportKind,
  FileRefusal,
  ImportContext,
  ImportEvent,
  ImportInput,
  ImportRequest,
} from './types';

/**
 * The CSV import dialog and the export downloads of the Portfolio page (product §15). Importing is two steps, as the
 * server offers them: the chosen file is previewed (`?dry_run=1`, every row with its errors, which are already
 * stored), then imported as a whole. A file the server cannot read (size, encoding, columns, dates that read two
 * ways) is `refused`: the person picks another file or, for ambiguous dates, says how the dates are written. A
 * preview with errors offers only another file; a clean one offers the import. Import stores all or nothing; the
 * server checks again (a refusal then returns to the preview it answers).
 * `previewImport`, `submitImport` and `downloadExport` are placeholders bound by the page with `provide()`;
 * `notifyImported` tells the page to reload its lists.
 */

/** A new dialog's state (the role and the scope stay: they are the machine's input). */
const empty: Omit<ImportContext, 'role' | 'scope'> = {
  file: null,
  dateFormat: null,
  preview: null,
  refusal: null,
  result: null,
};

function refusalOf(failure: ApiFailure): FileRefusal | null {
  const body = failure.body as { detail?: unknown; code?: unknown; choices?: unknown } | null;
  if (failure.status === null || failure.status >= 500 || typeof body?.detail !== 'string') return null;
  const code = typeof body.code === 'string' ? body.code : failure.status === 413 ? 'tooLarge' : 'unreadable';
  const choices = Array.isArray(body.choices) ? (body.choices as FileRefusal['choices']) : [];
  return { code, detail: body.detail, choices };
}

function previewIn(failure: ApiFailure): CsvImportPreview | null {
  const body = failure.body as Partial<CsvImportPreview> | null;
  return failure.status === 400 && Array.isArray(body?.rows) ? (body as CsvImportPreview) : null;
}

/**
 * Wherever the dialog waits on the person (choosing, a failed or refused preview, a preview), another file is read
 * afresh and Close closes.
 */
const anotherFileOrClose = {
  'import.fileChosen': {
    target: 'previewing',
    actions: { type: 'chooseFile', params: ({ event }: { event: { file: ChosenFile } }) => event.file },
  },
  'import.close': { target: 'closed' },
} as const;

export const importMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
    input: {} as ImportInput,
  },
  actors: {
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    previewImport: placeholderActor<CsvImportPreview, ImportRequest>('previewImport'),
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    submitImport: placeholderActor<CsvImportResult, ImportRequest>('submitImport'),
    // Stryker disable next-line StringLiteral: the name only says, in an error, which call was left unbound
    downloadExport: placeholderActor<void, ExportKind>('downloadExport'),
  },
  actions: {
    // product §4, §8, §13: a 403 in the own household signs out; a 403 or 404 in a shared one goes to the scope.
    reportLostAccess,
    clear: assign(() => empty),
    chooseFile: assign((_, file: ImportContext['file']) => ({ ...empty, file })),
    chooseDateFormat: assign({ dateFormat: (_, format: ImportContext['dateFormat']) => format }),
    storePreview: assign({
      preview: (_, preview: CsvImportPreview) => preview,
      refusal: null,
    }),
    storeRefusal: assign({
      refusal: (_, failure: ApiFailure) => refusalOf(failure),
      preview: null,
    }),
    storeRejectedPreview: assign({ preview: (_, failure: ApiFailure) => previewIn(failure) }),
    storeResult: assign({ result: (_, result: CsvImportResult) => result }),
    notifyImported: () => {},
  },
  guards: {
    isViewer,
    isFileRefusal: (_, failure: ApiFailure) => refusalOf(failure) !== null,
    isRowsRefusal: (_, failure: ApiFailure) => previewIn(failure) !== null,
    canImport: ({ context }) =>
      context.preview !== null &&
      context.preview.summary.with_errors === 0 &&
      context.preview.overdraft_line === null &&
      context.preview.ledger_full === null &&
      context.preview.summary.new > 0,
    asksDateFormat: ({ context }) => (context.refusal?.choices.length ?? 0) > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector and the exports only
  id: 'import',
  context: ({ input }) => ({ ...empty, role: input.role, scope: input.scope ?? OWN_HOUSEHOLD_SCOPE }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        // A viewer exports and imports nothing.
        'import.open': [refusedToViewer, { target: 'choosing', actions: 'clear' }],
        'export.download': { target: 'exporting' },
      },
    },
    exporting: {
      invoke: {
        src: 'downloadExport',
        // Stryker disable next-line StringLiteral: the child's id, which nothing reads
        id: 'downloadExport',
        input: ({ event }) => (event as Extract<ImportEvent, { type: 'export.download' }>).kind,
        onDone: { target: 'closed' },
        onError: { target: 'exportFailed', actions: lostAccess },
      },
    },
    exportFailed: {
      on: {
        'export.download': { target: 'exporting' },
        // A viewer exports and imports nothing.
        'import.open': [refusedToViewer, { target: 'choosing', actions: 'clear' }],
      },
    },
    choosing: {
      on: {
        ...anotherFileOrClose,
      },
    },
    previewing: {
      invoke: {
        src: 'previewImport',
        // Stryker disable next-line StringLiteral: the child's id, which nothing reads
        id: 'previewImport',
        input: ({ context }) => ({ file: context.file!, dateFormat: context.dateFormat }),
        onDone: {
          target: 'previewed',
          actions: { type: 'storePreview', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isFileRefusal', params: ({ event }) => apiFailureOf(event.error) },
            target: 'refused',
            actions: [{ type: 'storeRefusal', params: ({ event }) => apiFailureOf(event.error) }, lostAccess],
          },
          { target: 'previewFailed', actions: lostAccess },
        ],
      },
      on: { 'import.close': { target: 'closed' } },
    },
    previewFailed: {
      on: {
        'import.retry': { target: 'previewing' },
        ...anotherFileOrClose,
      },
    },
    refused: {
      on: {
        'import.dateFormatChosen': {
          guard: 'asksDateFormat',
          target: 'previewing',
          actions: { type: 'chooseDateFormat', params: ({ event }) => event.format },
        },
        ...anotherFileOrClose,
      },
    },
    previewed: {
      on: {
        'import.confirm': { guard: 'canImport', target: 'importing' },
        ...anotherFileOrClose,
      },
    },
    importing: {
      invoke: {
        src: 'submitImport',
        // Stryker disable next-line StringLiteral: the child's id, which nothing reads
        id: 'submitImport',
        input: ({ context }) => ({ file: context.file!, dateFormat: context.dateFormat }),
        onDone: {
          target: 'imported',
          actions: [{ type: 'storeResult', params: ({ event }) => event.output }, 'notifyImported'],
        },
        onError: [
          {
            guard: { type: 'isRowsRefusal', params: ({ event }) => apiFailureOf(event.error) },
            target: 'previewed',
            actions: [
              { type: 'storeRejectedPreview', params: ({ event }) => apiFailureOf(event.error) },
              lostAccess,
            ],
          },
          {
            guard: { type: 'isFileRefusal', params: ({ event }) => apiFailureOf(event.error) },
            target: 'refused',
            actions: [{ type: 'storeRefusal', params: ({ event }) => apiFailureOf(event.error) }, lostAccess],
          },
          { target: 'importFailed', actions: lostAccess },
        ],
      },
      // The rows are being written: the dialog stays until the answer.
      // Stryker disable next-line ObjectLiteral: an unhandled Close does nothing alike; the handler names the rule for the model test
      on: { 'import.close': {} },
    },
    importFailed: {
      on: {
        'import.retry': { target: 'importing' },
        'import.close': { target: 'closed' },
      },
    },
    imported: {
      on: { 'import.close': { target: 'closed' } },
    },
  },
});

export type ImportMachine = typeof importMachine;
export type ImportActor = ActorRefFrom<ImportMachine>;
