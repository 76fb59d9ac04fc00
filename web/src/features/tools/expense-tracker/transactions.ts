/** One entry of the expense tracker, with the fields of SPEC section 3. It lives in the browser only. */
export interface Transaction {
  id: string;
  text: string;
  /** Whole dollars (SPEC section 9), always positive: `type` and `sign` say which way it goes. */
  amount: number;
  type: "earn" | "exp";
  sign: "+" | "-";
  /** Whether its row shows the Edit and Delete buttons. */
  expanded: boolean;
}

export type TransactionType = Transaction["type"];

/** What the form holds: the amount stays the typed text until it is checked. */
export interface TransactionDraft {
  text: string;
  amount: string;
  type: TransactionType;
}

export const EMPTY_DRAFT: TransactionDraft = { text: "", amount: "", type: "exp" };

export const EXPENSE_MESSAGES = {
  text: "Please enter a valid text!",
  amount: "Please enter a valid amount!",
} as const;

export const TEXT_MAX_LENGTH = 60;
/** Nine digits keep any sum of a lifetime's entries an exact integer. */
const AMOUNT_PATTERN = /^\d{1,9}$/;

export function createTransaction(
  draft: TransactionDraft,
  id: string,
): { transaction: Transaction } | { problem: string } {
  const text = draft.text.trim();
  if (!text || text.length > TEXT_MAX_LENGTH) return { problem: EXPENSE_MESSAGES.text };
  const amount = draft.amount.trim();
  if (!AMOUNT_PATTERN.test(amount) || Number(amount) === 0) return { problem: EXPENSE_MESSAGES.amount };
  return {
    transaction: {
      id,
      text,
      amount: Number(amount),
      type: draft.type,
      sign: draft.type === "earn" ? "+" : "-",
      expanded: false,
    },
  };
}

export function totals(transactions: Transaction[]): { balance: number; earnings: number; expenses: number } {
  let earnings = 0;
  let expenses = 0;
  for (const { type, amount } of transactions) {
    if (type === "earn") earnings += amount;
    else expenses += amount;
  }
  return { balance: earnings - expenses, earnings, expenses };
}

export function removeTransaction(transactions: Transaction[], id: string): Transaction[] {
  return transactions.filter((transaction) => transaction.id !== id);
}

export function toggleExpanded(transactions: Transaction[], id: string): Transaction[] {
  return transactions.map((transaction) =>
    transaction.id === id ? { ...transaction, expanded: !transaction.expanded } : transaction,
  );
}

/** SPEC section 5: editing takes the entry out of the list and puts it back in the form. */
export function editTransaction(
  transactions: Transaction[],
  id: string,
): { remaining: Transaction[]; draft: TransactionDraft } | null {
  const transaction = transactions.find((each) => each.id === id);
  if (!transaction) return null;
  return {
    remaining: removeTransaction(transactions, id),
    draft: { text: transaction.text, amount: String(transaction.amount), type: transaction.type },
  };
}

function isTransaction(value: unknown): value is Transaction {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    typeof entry.text === "string" &&
    Number.isSafeInteger(entry.amount) &&
    (entry.amount as number) > 0 &&
    ((entry.type === "earn" && entry.sign === "+") || (entry.type === "exp" && entry.sign === "-")) &&
    typeof entry.expanded === "boolean"
  );
}

/**
 * What localStorage held, as transactions. Storage is the visitor's to edit and may hold an older shape, so
 * anything unreadable is dropped rather than trusted: the tracker never breaks on its own data.
 */
export function readStoredTransactions(stored: string | null): Transaction[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isTransaction) : [];
  } catch {
    return [];
  }
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$1,250", "-$50". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
