import type {
  AvailableAsset,
  AvailableAssetsResponse,
  CreateTransactionPayload,
  MainType,
  Transaction,
  TransactionType,
  UpdateTransactionPayload,
} from '@contract/portfolio';

/** What the person has typed or chosen. Numbers stay strings while typed; dates are calendar days `YYYY-MM-DD`. */
export type TransactionForm = {
  transactionType: TransactionType;
  /** '' until a main type is chosen. */
  mainType: MainType | '';
  /** The chosen sub-type (asset) id, null until chosen. */
  assetId: number | null;
  quantity: string;
  price: string;
  /** '' when the date input holds no valid date. */
  date: string;
};

/** spec §5: the two validation messages of the add form. */
export type ValidationProblem = 'allFieldsRequired' | 'subTypeRequired';

/**
 * A failed submit or delete, reduced to what the messages depend on (spec §8): the HTTP status (null when the request
 * never got an answer) and the server's `detail`, if any.
 */
export type RequestFailure = { status: number | null; detail: string | null };

export type SubmitRequest =
  | { kind: 'create'; payload: CreateTransactionPayload }
  | { kind: 'update'; uuid: string; payload: UpdateTransactionPayload };

export type SubmitResult = { kind: 'create' | 'update'; transaction: Transaction };

export type TransactionDialogInput = {
  /** The calendar day today in the person's time zone, `YYYY-MM-DD` (injected clock). */
  today: () => string;
};

export type TransactionDialogContext = {
  today: () => string;
  /** null = add mode. */
  transaction: Transaction | null;
  assets: AvailableAssetsResponse | null;
  form: TransactionForm;
  problem: ValidationProblem | null;
};

export type TransactionDialogEvent =
  | { type: 'dialog.open'; transaction: Transaction | null }
  | { type: 'dialog.close' }
  | { type: 'assets.retry' }
  | { type: 'form.transactionTypeChanged'; transactionType: TransactionType }
  | { type: 'form.mainTypeChanged'; mainType: MainType | '' }
  | { type: 'form.subTypeChanged'; assetId: number | null }
  | { type: 'form.quantityChanged'; quantity: string }
  | { type: 'form.priceChanged'; price: string }
  | { type: 'form.dateChanged'; date: string }
  | { type: 'dialog.submit' }
  | { type: 'delete.request' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export type { AvailableAsset, AvailableAssetsResponse, MainType, Transaction, TransactionType };
