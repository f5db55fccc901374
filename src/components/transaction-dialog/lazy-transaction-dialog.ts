import type { TransactionDialogMachine } from '@machines/transaction-dialog/transaction-dialog.machine';
import type * as LiveDialogModule from './live-transaction-dialog';

type LiveDialogs = typeof LiveDialogModule;
let loaded: LiveDialogs | undefined;
let loading: Promise<LiveDialogs> | undefined;

// The dialog's machine, its calls and messages are fetched when a person heads for a control that opens it, not with
// the page that offers it (architecture §7: a page's first view loads only what it draws); its view comes later still
// (deferred-transaction-dialog.tsx). A load that failed (the network dropped) is tried again by the next one.
function loadTransactionDialog(): Promise<LiveDialogs> {
  loading ??= import('./live-transaction-dialog').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What a control that opens the dialog spreads on itself: a pointer over it, or the focus (a press comes after it),
 * starts fetching the dialog's code.
 */
export const opensTransactionDialog = {
  onPointerOver: () => void loadTransactionDialog().catch(() => undefined),
  onFocus: () => void loadTransactionDialog().catch(() => undefined),
};

/**
 * Runs `open` (the event that makes the page invoke the dialog) once the dialog's code is in: at once when it is
 * already, else when it arrives. A person who clicks before it has arrived sees the dialog a moment later.
 */
export function whenTransactionDialogLoaded(open: () => void): void {
  if (loaded) open();
  else void loadTransactionDialog().then(open, () => undefined);
}

/**
 * The dialog's machine as a page provides it before its code is in: each use is the loaded machine's. The page
 * invokes it only after `whenTransactionDialogLoaded`, so it is in by then.
 */
function loadedLogic(pick: (dialogs: LiveDialogs) => TransactionDialogMachine): TransactionDialogMachine {
  const real = () => {
    if (!loaded) throw new Error('the transaction dialog was opened before its code arrived');
    return pick(loaded);
  };
  return new Proxy({} as TransactionDialogMachine, {
    get: (_, key) => {
      const machine = real();
      const value: unknown = Reflect.get(machine, key, machine);
      return typeof value === 'function' ? value.bind(machine) : value;
    },
    has: (_, key) => Reflect.has(real(), key),
  });
}

/** The portfolio page's dialog (liveTransactionDialog), fetched on demand. */
export const lazyPortfolioTransactionDialog = loadedLogic((dialogs) => dialogs.liveTransactionDialog);

/** The dashboard's dialog (dashboardTransactionDialog), fetched on demand. */
export const lazyDashboardTransactionDialog = loadedLogic((dialogs) => dialogs.dashboardTransactionDialog);
