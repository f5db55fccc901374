import { act, render, screen as theScreen, within, type screen as Screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { CsvImportView } from '@/components/csv-import/csv-import-view';
import { clicksButton, clicksButtonUnlessViewer } from '@tests/support/model-steps';
import { testMachineModel, type StepArgs } from '@tests/support/model-based';
import { createTestProviders } from '@tests/support/test-providers';
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
import { offline } from '@tests/fixtures/machines/failures';
import type { ImportContext } from './types';

// Each path renders the Chakra dialog and clicks like a person: slower than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Args = StepArgs<typeof importMachine>;

const ctx = (s: AnyMachineSnapshot) => s.context as ImportContext;
const dialog = (screen: typeof Screen) => within(screen.getByTestId('import-dialog'));
const sendDirectly = async ({ actor, event }: Args) => {
  await act(async () => actor.send(event as never));
};
const csvFile = new File(
  ['date,type,asset_code,quantity,price\n2026-11-01,buy,pound_full,1,27000\n'],
  'gold.csv',
  {
    type: 'text/csv',
  },
);
const noDialog = (screen: typeof Screen) => expect(screen.queryByTestId('import-dialog')).toBeNull();

testMachineModel('import', {
  machine: importMachine,
  // The owner, and a viewer of a shared household: the viewer exports but the machine refuses the import.
  inputs: [{ role: 'owner' }, { role: 'viewer' }],
  render: (actor) => <CsvImportView actorRef={actor} />,
  wrapper: createTestProviders({ language: 'en' }),
  stepTimeoutMs: 4000,
  // What the guards read: whether the preview can be imported, whether the refusal asks about dates.
  serialize: (s) => ({
    importable:
      (ctx(s).preview?.summary.with_errors ?? 1) === 0 &&
      (ctx(s).preview?.summary.new ?? 0) > 0 &&
      !ctx(s).preview?.ledger_full,
    asks: (ctx(s).refusal?.choices.length ?? 0) > 0,
    full: Boolean(ctx(s).preview?.ledger_full),
  }),
  actors: {
    previewImport: {
      done: [cleanPreview, errorPreview, storedPreview, fullPreview],
      error: [ambiguousDates, tooLarge, offline],
    },
    submitImport: { done: [importResult], error: [rowsRefused, tooLarge, offline] },
    downloadExport: { done: [undefined], error: [offline] },
  },
  events: {
    'import.open': clicksButtonUnlessViewer('Import CSV', 'clicks “Import CSV”'),
    'import.close': {
      description: 'closes the dialog (Cancel or Close; while saving, presses Escape and the page closes it)',
      exec: async (args) => {
        if (args.actor.getSnapshot().matches('importing')) {
          await args.user.keyboard('{Escape}');
          return sendDirectly(args);
        }
        const view = dialog(args.screen);
        const button =
          view.queryByRole('button', { name: 'Cancel' }) ??
          view.getAllByRole('button', { name: 'Close' }).at(-1)!; // the footer's, not the corner ×
        await args.user.click(button);
      },
    },
    'import.fileChosen': {
      description: 'chooses a CSV file',
      // The plan names the file only (a File's lastModified would change every run).
      cases: [{ file: { name: 'gold.csv' } }],
      exec: ({ user, screen }) => user.upload(screen.getByTestId('import-file'), csvFile),
    },
    'import.dateFormatChosen': {
      description: 'answers that the dates are day/month/year',
      cases: [{ format: 'DD/MM/YYYY' }],
      exec: ({ user, screen }) =>
        user.click(dialog(screen).getByRole('button', { name: 'Day/month/year (15/03/2024)' })),
    },
    'import.confirm': {
      description: 'clicks “Import N transactions”',
      exec: ({ user, screen }) =>
        user.click(dialog(screen).getByRole('button', { name: /^Import \d+ transactions$/ })),
    },
    'import.retry': {
      description: 'clicks “Try again”',
      exec: ({ user, screen }) => user.click(dialog(screen).getByRole('button', { name: 'Try again' })),
    },
    'export.download': {
      cases: [{ kind: 'transactions' }],
      ...clicksButton('Export transactions (CSV)', 'clicks “Export transactions (CSV)”'),
    },
  },
  sees: {
    closed:
      'The buttons “Export transactions (CSV)”, “Export holdings (CSV)” and “Import CSV” (not for a viewer); no dialog.',
    exporting: 'The export button spinning, “Import CSV” still offered (not to a viewer); no dialog.',
    exportFailed: '“The file could not be downloaded. Try again.”',
    choosing:
      'The dialog “Import transactions from a CSV file” with “Choose a file” and “Download the template”.',
    previewing: '“Reading the file…” under the chosen file’s name.',
    previewFailed: '“The file could not be checked…” and “Try again”.',
    refused:
      'Why the file cannot be read (too large), or the question “How are the dates in this file written?” with both choices.',
    previewed:
      'The summary and every row; a cell with an error is highlighted with its reason; “Import N transactions” enabled only when no row has an error and something is new.',
    importing: 'The Import button spinning, Cancel disabled.',
    importFailed:
      '“The transactions could not be saved. Nothing was changed.” and “Try again”, the preview still shown.',
    imported: '“2 transactions imported (0 already saved were skipped).” and a Close button.',
  },
  states: {
    closed: ({ screen, snapshot }) => {
      noDialog(screen);
      // A viewer is offered the exports only.
      expect(screen.queryByRole('button', { name: 'Import CSV' }) === null).toBe(
        ctx(snapshot).role === 'viewer',
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
    exporting: ({ screen, snapshot }) => {
      noDialog(screen);
      // The owner's import stays offered while the export runs (the machine takes it once the export ends).
      expect(screen.queryByRole('button', { name: 'Import CSV' }) === null).toBe(
        ctx(snapshot).role === 'viewer',
      );
    },
    exportFailed: ({ screen }) =>
      expect(screen.getByRole('alert').textContent).toBe('The file could not be downloaded. Try again.'),
    choosing: ({ screen }) => {
      const view = dialog(screen);
      expect(view.getByText('Import transactions from a CSV file')).toBeTruthy();
      expect(view.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
      expect(view.getByRole('link', { name: 'Download the template' }).getAttribute('download')).toBe(
        'dahabi-import-template.csv',
      );
    },
    previewing: ({ screen }) => {
      expect(dialog(screen).getByText('Reading the file…')).toBeTruthy();
      expect(dialog(screen).getByTestId('import-file-name').textContent).toBe('File: gold.csv');
    },
    previewFailed: ({ screen }) =>
      expect(dialog(screen).getByRole('alert').textContent).toContain('The file could not be checked.'),
    refused: ({ screen, snapshot: s }) => {
      const refusal = dialog(screen).getByTestId('import-refusal');
      if (ctx(s).refusal!.choices.length) {
        expect(refusal.textContent).toContain('How are the dates in this file written?');
        expect(within(refusal).getByRole('button', { name: 'Month/day/year (03/15/2024)' })).toBeTruthy();
      } else expect(refusal.textContent).toContain('The file is larger than 1 MiB.');
    },
    previewed: ({ screen, snapshot: s }) => {
      const view = dialog(screen);
      const preview = ctx(s).preview!;
      const table = view.getByTestId('import-preview');
      expect(within(table).getAllByRole('row')).toHaveLength(preview.rows.length + 1);
      const invalid = table.querySelectorAll('[data-invalid]');
      expect(invalid.length).toBe(preview.rows.reduce((n, r) => n + r.errors.length, 0));
      for (const cell of invalid) expect(cell.textContent).toMatch(/Invalid quantity|Not enough balance/);
      const button = view.getByRole('button', { name: /^Import \d+ transactions$/ }) as HTMLButtonElement;
      const importable =
        preview.summary.with_errors === 0 && preview.summary.new > 0 && preview.ledger_full === null;
      expect(button.disabled).toBe(!importable);
      if (preview.summary.with_errors) expect(view.getByText(/Correct the highlighted cells/)).toBeTruthy();
      if (preview.overdraft_line !== null)
        expect(
          view.getByText(`Row ${preview.overdraft_line} sells more than you hold on that date.`),
        ).toBeTruthy();
      if (preview.ledger_full)
        expect(view.getByRole('alert').textContent).toBe(
          'This file would bring the portfolio to 10,001 transactions; it can hold at most 10,000. Import fewer rows, or delete transactions you no longer need first.',
        );
    },
    importing: ({ screen }) => {
      const view = dialog(screen);
      expect((view.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    },
    importFailed: ({ screen }) => {
      const view = dialog(screen);
      expect(view.getByRole('alert').textContent).toContain('The transactions could not be saved.');
      expect(view.getByTestId('import-preview')).toBeTruthy();
    },
    imported: ({ screen }) => {
      const view = dialog(screen);
      expect(view.getByRole('status').textContent).toContain(
        '2 transactions imported (0 already saved were skipped).',
      );
      expect(view.queryByTestId('import-preview')).toBeNull();
    },
  },
});

describe('import: a file the portfolio has no room for', () => {
  it('says so in the preview, with the figures, and offers no import', async () => {
    const actor = createActor(
      importMachine.provide({ actors: { previewImport: fromPromise(async () => fullPreview) } }),
      { input: { role: 'owner' } },
    ).start();
    render(<CsvImportView actorRef={actor} />, { wrapper: createTestProviders({ language: 'en' }) });
    const user = userEvent.setup();
    await user.click(theScreen.getByRole('button', { name: 'Import CSV' }));
    await user.upload(theScreen.getByTestId('import-file'), csvFile);
    expect((await theScreen.findByTestId('import-ledger-full')).textContent).toBe(
      'This file would bring the portfolio to 10,001 transactions; it can hold at most 10,000. Import fewer rows, or delete transactions you no longer need first.',
    );
    const button = dialog(theScreen).getByRole('button', { name: 'Import 2 transactions' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().value).toBe('previewed');
    actor.stop();
  });
});
