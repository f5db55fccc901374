import type {
  AvailableAsset,
  AvailableAssetsResponse,
  CreateTransactionPayload,
  MainType,
  Transaction,
  TransactionType,
  UpdateTransactionPayload,
} from '@contract/portfolio';
import type { NumberInputProblem } from '@contract/number-input';
import type { ActingFor, ScopeInput } from '@machines/shared/acting-for';
import type { HouseholdRole, RoleInput } from '@machines/shared/household-role';

/**
 * What the person has typed or chosen. Numbers stay exactly as typed (read by `parseNumberInput` when needed, so
 * nothing is stripped under the person's fingers); dates are calendar days `YYYY-MM-DD`.
 */
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
  /**
   * The household member whose gold it is (product §13), as the person chose it; '' until they choose, when the app
   * records it for the member the pages look at (else the owner's own).
   */
  member: string;
  /** A gold buy's "this price includes workmanship" disclosure: open, the two parts below are recorded. */
  includesWorkmanship: boolean;
  /** Of the price, the workmanship, stamp and tax per unit, as typed ('' = not recorded). */
  workmanship: string;
  /** Of the workmanship, what the maker promises to pay back per unit on resale, as typed ('' = none). */
  refund: string;
};

/** The two optional parts of a gold buy's price. */
export type WorkmanshipField = 'workmanship' | 'refund';

/** The typed numbers of the form. */
export type NumberField = 'quantity' | 'price' | WorkmanshipField;

/** The fields a server refusal can land on. */
export type FormField = NumberField | 'date';

/** Why a typed number cannot be recorded (never 'empty': a missing field is `allFieldsRequired`). */
export type NumberProblem = Exclude<NumberInputProblem, 'empty'>;

/** product §5: the two validation messages of the add form. */
export type ValidationProblem = 'allFieldsRequired' | 'subTypeRequired';

export type SubmitRequest =
  | { kind: 'create'; payload: CreateTransactionPayload }
  | { kind: 'update'; uuid: string; payload: UpdateTransactionPayload };

/** What `submitTransaction` gets: whom the dialog acts for and the request. */
export type SubmitCall = { scope: ActingFor; request: SubmitRequest };

/** What `deleteTransaction` gets: whom the dialog acts for and the transaction. */
export type DeleteCall = { scope: ActingFor; uuid: string };

export type SubmitResult = { kind: 'create' | 'update'; transaction: Transaction };

export type TransactionDialogInput = RoleInput &
  ScopeInput & {
    /** The transaction to edit; null to add one. */
    transaction: Transaction | null;
    /** The calendar day today in the person's time zone, `YYYY-MM-DD` (the new form's date). */
    today: string;
  };

/** What the dialog reports to the parent that invoked it (ADR 016). */
export type TransactionDialogReport =
  /** Saved (the created or updated transaction) or deleted (null). */
  | { type: 'dialog.saved'; result: Transaction | null }
  /** Dismissed without saving. */
  | { type: 'dialog.closed' };

export type TransactionDialogContext = {
  /** The person's role in the household (architecture §10): a viewer sees the form and saves or deletes nothing. */
  role: HouseholdRole;
  /** Whom the dialog's calls act for (from its parent's scope). */
  scope: ActingFor;
  /** null = add mode. */
  transaction: Transaction | null;
  assets: AvailableAssetsResponse | null;
  form: TransactionForm;
  problem: ValidationProblem | null;
  /** Number fields whose reading problem is shown: left once (blur) or after a submit. Typing never reveals one. */
  revealed: Record<NumberField, boolean>;
  /** The server's message for a field it refused, until the person changes that field. */
  serverErrors: Partial<Record<FormField, string>>;
};

export type TransactionDialogEvent =
  | { type: 'dialog.close' }
  | { type: 'assets.retry' }
  | { type: 'form.transactionTypeChanged'; transactionType: TransactionType }
  | { type: 'form.mainTypeChanged'; mainType: MainType | '' }
  | { type: 'form.subTypeChanged'; assetId: number | null }
  | { type: 'form.quantityChanged'; quantity: string }
  | { type: 'form.priceChanged'; price: string }
  | { type: 'form.dateChanged'; date: string }
  | { type: 'form.memberChanged'; member: string }
  | { type: 'form.workmanshipToggled' }
  | { type: 'form.workmanshipChanged'; workmanship: string }
  | { type: 'form.refundChanged'; refund: string }
  | { type: 'form.fieldLeft'; field: NumberField }
  | { type: 'form.todayPriceRequested' }
  | { type: 'dialog.submit' }
  | { type: 'delete.request' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export type { AvailableAsset, AvailableAssetsResponse, MainType, Transaction, TransactionType };
