/**
 * Scenario tests of the CSV import and export rules (product §15) on an actor of the real machine, its calls answered
 * when the test chooses: what is previewed and imported with which file and date format, which answers are a refusal
 * of the file, a refusal of rows or a failure, and when the import is offered (docs/testing.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { OWN_HOUSEHOLD_SCOPE } from '@machines/shared/acting-for';
import type { HouseholdRole } from '@machines/shared/household-role';
import { serverError } from '@tests/fixtures/machines/failures';
import {
  ambiguousDates,
  cleanPreview,
  errorPreview,
  fullPreview,
  importResult,
  rowsRefused,
  storedPreview,
  tooLarge,
} from '@tests/fixtures/machines/import';
import { importMachine } from './import.machine';
import {
  selectCanImport,
  selectCanRetry,
  selectExportFailed,
  selectFileName,
  selectImportFailed,
  selectIsBusy,
  selectIsExporting,
  selectIsImported,
  selectIsImporting,
  selectIsOpen,
  selectIsPreviewing,
  selectMayImport,
  selectPreview,
  selectPreviewFailed,
  selectRefusal,
  selectResult,
} from './selectors';
import type {
  ChosenFile,
  CsvImportPreview,
  CsvImportResult,
  ExportKind,
  ImportEvent,
  ImportRequest,
} from './types';

const file = (name: string): ChosenFile => ({ name, blob: new Blob(['date,type\n']) });
const ledger = file('ledger.csv');
const other = file('other.csv');

type Pending<I, T> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void };
const pending = <I, T>(list: Pending<I, T>[]) =>
  fromPromise<T, I>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));

let running: AnyActorRef[] = [];
afterEach(() => {
  running.forEach((a) => a.stop());
  running = [];
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function openImport(role: HouseholdRole = 'owner') {
  const previews: Pending<ImportRequest, CsvImportPreview>[] = [];
  const imports: Pending<ImportRequest, CsvImportResult>[] = [];
  const exports: Pending<ExportKind, void>[] = [];
  const notifyImported = vi.fn();
  const actor = createActor(
    importMachine.provide({
      actions: { notifyImported },
      actors: {
        previewImport: pending(previews),
        submitImport: pending(imports),
        downloadExport: pending(exports),
      },
    }),
    { input: { role } },
  ).start();
  running.push(actor);
  const send = (event: ImportEvent) => actor.send(event);
  const snap = () => actor.getSnapshot();
  const answer = async <I, T>(list: Pending<I, T>[], value: T) => {
    list.at(-1)!.resolve(value);
    await tick();
  };
  const fail = async <I, T>(list: Pending<I, T>[], error: unknown) => {
    list.at(-1)!.reject(error);
    await tick();
  };
  return { actor, send, snap, previews, imports, exports, notifyImported, answer, fail };
}

/** The dialog open, `ledger.csv` chosen and previewed with `preview`. */
async function previewed(preview: CsvImportPreview = cleanPreview) {
  const d = openImport();
  d.send({ type: 'import.open' });
  d.send({ type: 'import.fileChosen', file: ledger });
  await d.answer(d.previews, preview);
  return d;
}

/** The dialog open and its file refused with `failure`. */
async function refusedWith(failure: unknown) {
  const d = openImport();
  d.send({ type: 'import.open' });
  d.send({ type: 'import.fileChosen', file: ledger });
  await d.fail(d.previews, failure);
  return d;
}

describe('import: the dialog (product §15)', () => {
  it('opening offers to choose a file; choosing one previews it, with no date format yet', () => {
    const { snap, send, previews } = openImport();
    expect(selectIsOpen(snap())).toBe(false);
    send({ type: 'import.open' });
    expect(selectIsOpen(snap())).toBe(true);
    expect(selectFileName(snap())).toBeNull();
    send({ type: 'import.fileChosen', file: ledger });
    expect(selectIsPreviewing(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(true);
    expect(selectFileName(snap())).toBe('ledger.csv');
    expect(previews.map((p) => p.input)).toEqual([{ file: ledger, dateFormat: null }]);
  });

  it('a viewer imports nothing: no import is offered and opening is ignored, after an export too', async () => {
    const { snap, send, exports, fail } = openImport('viewer');
    expect(selectMayImport(snap())).toBe(false);
    send({ type: 'import.open' });
    expect(selectIsOpen(snap())).toBe(false);
    send({ type: 'export.download', kind: 'holdings' });
    await fail(exports, serverError);
    send({ type: 'import.open' });
    expect(selectExportFailed(snap())).toBe(true);
    expect(selectIsOpen(snap())).toBe(false);
  });

  it("an owner's or editor's import is offered in every state, an export under way included", () => {
    const owner = openImport('owner');
    expect(selectMayImport(owner.snap())).toBe(true);
    owner.send({ type: 'export.download', kind: 'transactions' });
    expect(selectMayImport(owner.snap())).toBe(true);
    expect(selectMayImport(openImport('editor').snap())).toBe(true);
  });

  it('Close closes while choosing or while the preview comes', () => {
    const { snap, send } = openImport();
    send({ type: 'import.open' });
    send({ type: 'import.close' });
    expect(selectIsOpen(snap())).toBe(false);
    send({ type: 'import.open' });
    send({ type: 'import.fileChosen', file: ledger });
    send({ type: 'import.close' });
    expect(selectIsOpen(snap())).toBe(false);
  });

  it('a dialog opened again starts empty: no file, preview, date format or result from before', async () => {
    const { snap, send, imports, previews, answer } = await previewed();
    send({ type: 'import.confirm' });
    await answer(imports, importResult);
    send({ type: 'import.close' });
    send({ type: 'import.open' });
    expect(snap().context).toEqual({
      role: 'owner',
      scope: OWN_HOUSEHOLD_SCOPE,
      file: null,
      dateFormat: null,
      preview: null,
      refusal: null,
      result: null,
    });
    expect(selectResult(snap())).toBeNull();
    send({ type: 'import.fileChosen', file: other });
    expect(previews.at(-1)!.input).toEqual({ file: other, dateFormat: null });
  });
});

describe('import: the preview (product §15)', () => {
  it('a clean preview with new rows offers the import', async () => {
    const { snap } = await previewed(cleanPreview);
    expect(selectPreview(snap())).toEqual(cleanPreview);
    expect(selectIsBusy(snap())).toBe(false);
    expect(selectCanImport(snap())).toBe(true);
  });

  it('rows with errors, an overdraft, a full ledger or nothing new offer only another file', async () => {
    const overdraft = { ...cleanPreview, overdraft_line: 3 };
    for (const preview of [errorPreview, overdraft, fullPreview, storedPreview]) {
      const { snap, send, imports } = await previewed(preview);
      expect(selectPreview(snap())).toEqual(preview);
      expect(selectCanImport(snap())).toBe(false);
      send({ type: 'import.confirm' });
      expect(imports).toHaveLength(0);
      send({ type: 'import.fileChosen', file: other });
      expect(selectIsPreviewing(snap())).toBe(true);
    }
  });

  it('another file from a preview is read afresh; Close closes', async () => {
    const { snap, send, previews } = await previewed();
    send({ type: 'import.fileChosen', file: other });
    expect(selectFileName(snap())).toBe('other.csv');
    expect(previews.at(-1)!.input).toEqual({ file: other, dateFormat: null });
    send({ type: 'import.close' });
    expect(selectIsOpen(snap())).toBe(false);
  });

  it('a preview that failed (no answer, or the server failed) offers Retry with the same file, another file, or Close', async () => {
    const failures: unknown[] = [
      serverError,
      { status: null, body: { detail: 'Offline' } },
      new Error('aborted'),
    ];
    for (const failure of failures) {
      const { snap, send, previews } = await refusedWith(failure);
      expect(selectPreviewFailed(snap())).toBe(true);
      expect(selectRefusal(snap())).toBeNull();
      expect(selectCanRetry(snap())).toBe(true);
      send({ type: 'import.retry' });
      expect(previews).toHaveLength(2);
      expect(previews[1]!.input).toEqual({ file: ledger, dateFormat: null });
    }
    const failedAt500 = await refusedWith({ status: 500, body: { detail: 'Server Error' } });
    expect(selectPreviewFailed(failedAt500.snap())).toBe(true);
    const { snap, send, previews } = await refusedWith({ status: 502, body: { detail: 'Bad gateway' } });
    expect(selectPreviewFailed(snap())).toBe(true);
    send({ type: 'import.fileChosen', file: other });
    expect(previews.at(-1)!.input.file).toBe(other);
    const closing = await refusedWith(serverError);
    closing.send({ type: 'import.close' });
    expect(selectIsOpen(closing.snap())).toBe(false);
  });

  it('an answer with words but not a string of them is a failure, not a refusal', async () => {
    const { snap } = await refusedWith({ status: 400, body: { detail: ['not', 'a', 'sentence'] } });
    expect(selectPreviewFailed(snap())).toBe(true);
    const noBody = await refusedWith({ status: 400, body: null });
    expect(selectPreviewFailed(noBody.snap())).toBe(true);
  });

  it('a file the server will not read is refused with its code and words, and nothing else', async () => {
    const { snap, send, previews } = await refusedWith({
      status: 400,
      body: { code: 'badColumns', detail: 'The columns are not the expected ones.' },
    });
    expect(selectRefusal(snap())).toEqual({
      code: 'badColumns',
      detail: 'The columns are not the expected ones.',
      choices: [],
    });
    expect(selectCanRetry(snap())).toBe(false);
    send({ type: 'import.dateFormatChosen', format: 'DD/MM/YYYY' });
    expect(previews).toHaveLength(1);
    expect(selectRefusal(snap())).not.toBeNull();
  });

  it('a refusal without a code is named by the SPA: too large for a 413, else unreadable; a 4xx below 500 is a refusal', async () => {
    expect(selectRefusal((await refusedWith(tooLarge)).snap())).toEqual({
      code: 'tooLarge',
      detail: 'The file is too large (the limit is 1 MiB).',
      choices: [],
    });
    expect(selectRefusal((await refusedWith({ status: 415, body: { detail: 'Not a CSV' } })).snap())).toEqual(
      {
        code: 'unreadable',
        detail: 'Not a CSV',
        choices: [],
      },
    );
    expect(
      selectRefusal((await refusedWith({ status: 499, body: { detail: 'Closed', code: 7 } })).snap()),
    ).toEqual({ code: 'unreadable', detail: 'Closed', choices: [] });
  });

  it('dates that read two ways ask how they are written; the answer previews the same file with it', async () => {
    const { snap, send, previews, answer } = await refusedWith(ambiguousDates);
    expect(selectRefusal(snap())).toEqual({
      code: 'ambiguousDates',
      detail: 'Are the dates day/month/year or month/day/year?',
      choices: ['DD/MM/YYYY', 'MM/DD/YYYY'],
    });
    send({ type: 'import.dateFormatChosen', format: 'MM/DD/YYYY' });
    expect(selectIsPreviewing(snap())).toBe(true);
    expect(selectRefusal(snap())).toBeNull();
    expect(previews.at(-1)!.input).toEqual({ file: ledger, dateFormat: 'MM/DD/YYYY' });
    await answer(previews, cleanPreview);
    expect(snap().context.refusal).toBeNull();
    expect(selectPreview(snap())).toEqual(cleanPreview);
  });

  it('another file after a refusal forgets the date format chosen for the last one', async () => {
    const { send, previews, fail } = await refusedWith(ambiguousDates);
    send({ type: 'import.dateFormatChosen', format: 'DD/MM/YYYY' });
    await fail(previews, tooLarge);
    send({ type: 'import.fileChosen', file: other });
    expect(previews.at(-1)!.input).toEqual({ file: other, dateFormat: null });
  });

  it('Close closes a refusal', async () => {
    const { snap, send } = await refusedWith(tooLarge);
    send({ type: 'import.close' });
    expect(selectIsOpen(snap())).toBe(false);
  });
});

describe('import: importing stores all or nothing (product §15)', () => {
  it('the import sends the previewed file with its date format; the dialog stays until the answer', async () => {
    const { snap, send, imports, previews, answer, notifyImported } = await refusedWith(ambiguousDates);
    send({ type: 'import.dateFormatChosen', format: 'DD/MM/YYYY' });
    await answer(previews, cleanPreview);
    send({ type: 'import.confirm' });
    expect(selectIsImporting(snap())).toBe(true);
    expect(selectIsBusy(snap())).toBe(true);
    expect(selectPreview(snap())).toEqual(cleanPreview);
    expect(imports.map((i) => i.input)).toEqual([{ file: ledger, dateFormat: 'DD/MM/YYYY' }]);
    send({ type: 'import.close' });
    expect(selectIsImporting(snap())).toBe(true);
    expect(notifyImported).not.toHaveBeenCalled();
    await answer(imports, importResult);
    expect(selectIsImported(snap())).toBe(true);
    expect(selectResult(snap())).toEqual(importResult);
    expect(notifyImported).toHaveBeenCalledTimes(1);
    expect(selectPreview(snap())).toBeNull();
    send({ type: 'import.close' });
    expect(selectIsOpen(snap())).toBe(false);
  });

  it('rows the server refuses on import return to the preview it answers, which offers no import', async () => {
    const { snap, send, imports, fail, notifyImported } = await previewed();
    send({ type: 'import.confirm' });
    await fail(imports, rowsRefused);
    expect(snap().matches('previewed')).toBe(true);
    expect(selectPreview(snap())).toEqual(rowsRefused.body as CsvImportPreview);
    expect(selectCanImport(snap())).toBe(false);
    expect(notifyImported).not.toHaveBeenCalled();
  });

  it('a 400 without a body is a failed import', async () => {
    const { snap, send, imports, fail } = await previewed();
    send({ type: 'import.confirm' });
    await fail(imports, { status: 400, body: null });
    expect(selectImportFailed(snap())).toBe(true);
  });

  it('rows in an answer that is not a 400 are not a preview', async () => {
    const { snap, send, imports, fail } = await previewed();
    send({ type: 'import.confirm' });
    await fail(imports, { status: 409, body: { rows: [] } });
    expect(selectImportFailed(snap())).toBe(true);
  });

  it('a file refused on import is the refusal, with its words', async () => {
    const { snap, send, imports, fail } = await previewed();
    send({ type: 'import.confirm' });
    await fail(imports, tooLarge);
    expect(selectRefusal(snap())?.code).toBe('tooLarge');
    expect(snap().context.preview).toBeNull();
  });

  it('a failed import offers Retry, which sends the same file again, or Close', async () => {
    const { snap, send, imports, fail } = await previewed();
    send({ type: 'import.confirm' });
    await fail(imports, serverError);
    expect(selectImportFailed(snap())).toBe(true);
    expect(selectPreview(snap())).toEqual(cleanPreview);
    expect(selectCanRetry(snap())).toBe(true);
    send({ type: 'import.retry' });
    expect(selectIsImporting(snap())).toBe(true);
    expect(imports).toHaveLength(2);
    expect(imports[1]!.input).toEqual({ file: ledger, dateFormat: null });
    await fail(imports, serverError);
    send({ type: 'import.close' });
    expect(selectIsOpen(snap())).toBe(false);
  });
});

describe('import: the exports (product §15)', () => {
  it("without the app's calls a preview fails rather than showing nothing", async () => {
    const actor = createActor(importMachine, { input: { role: 'owner' } }).start();
    running.push(actor);
    actor.send({ type: 'import.open' });
    actor.send({ type: 'import.fileChosen', file: ledger });
    await tick();
    expect(selectPreviewFailed(actor.getSnapshot())).toBe(true);
  });

  it('the import opened after a failed export starts empty, whatever the last import left', async () => {
    const { snap, send, imports, exports, answer, fail } = await previewed();
    send({ type: 'import.confirm' });
    await answer(imports, importResult);
    send({ type: 'import.close' });
    send({ type: 'export.download', kind: 'holdings' });
    await fail(exports, serverError);
    send({ type: 'import.open' });
    expect(selectResult(snap())).toBeNull();
    expect(selectFileName(snap())).toBeNull();
  });

  it('an export downloads the kind asked, then the page is as before', async () => {
    const { snap, send, exports, answer } = openImport();
    send({ type: 'export.download', kind: 'holdings' });
    expect(selectIsExporting(snap())).toBe(true);
    expect(selectIsOpen(snap())).toBe(false);
    expect(exports.map((e) => e.input)).toEqual(['holdings']);
    await answer(exports, undefined);
    expect(snap().matches('closed')).toBe(true);
  });

  it('a failed export says so; another export or the import may follow', async () => {
    const { snap, send, exports, fail } = openImport();
    send({ type: 'export.download', kind: 'transactions' });
    await fail(exports, serverError);
    expect(selectExportFailed(snap())).toBe(true);
    expect(selectIsOpen(snap())).toBe(false);
    send({ type: 'export.download', kind: 'holdings' });
    expect(exports.map((e) => e.input)).toEqual(['transactions', 'holdings']);
    await fail(exports, serverError);
    send({ type: 'import.open' });
    expect(selectIsOpen(snap())).toBe(true);
    expect(selectFileName(snap())).toBeNull();
  });
});
