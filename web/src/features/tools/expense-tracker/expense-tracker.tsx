import { useId, useRef, useState, type FormEvent } from "react";
import {
  createTransaction,
  EMPTY_DRAFT,
  editTransaction,
  formatDollars,
  removeTransaction,
  TEXT_MAX_LENGTH,
  toggleExpanded,
  totals,
  type TransactionDraft,
  type TransactionType,
} from "./transactions";
import { ToolMessage } from "../shared/tool-message";
import { useStoredTransactions } from "./use-stored-transactions";
import "./expense-tracker.css";

const TYPES: { type: TransactionType; label: string }[] = [
  { type: "earn", label: "Earning" },
  { type: "exp", label: "Expense" },
];

/** The expense tracker: earnings and expenses in whole dollars, kept in this browser only. */
export default function ExpenseTracker() {
  const ids = { text: useId(), amount: useId(), problem: useId(), list: useId() };
  const [transactions, setTransactions] = useStoredTransactions();
  const [draft, setDraft] = useState<TransactionDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState("");
  const textInput = useRef<HTMLInputElement>(null);
  const { balance, earnings, expenses } = totals(transactions);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const made = createTransaction(draft, crypto.randomUUID());
    if ("problem" in made) {
      setProblem(made.problem);
      return;
    }
    setTransactions((current) => [made.transaction, ...current]);
    setDraft({ ...EMPTY_DRAFT, type: draft.type });
    setProblem("");
  };

  const edit = (id: string) => {
    const edited = editTransaction(transactions, id);
    if (!edited) return;
    setTransactions(edited.remaining);
    setDraft(edited.draft);
    setProblem("");
    textInput.current?.focus();
  };

  return (
    <div className="expense-tracker">
      <p className="tool__intro">
        Track what comes in and goes out, in whole dollars. Your entries stay in this browser.
      </p>

      <dl className="expense-tracker__totals">
        <div className="expense-tracker__total expense-tracker__total--balance">
          <dt>Balance</dt>
          <dd>{formatDollars(balance)}</dd>
        </div>
        <div className="expense-tracker__total">
          <dt>Earnings</dt>
          <dd className="is-earn">{formatDollars(earnings)}</dd>
        </div>
        <div className="expense-tracker__total">
          <dt>Expenses</dt>
          <dd className="is-exp">{formatDollars(expenses)}</dd>
        </div>
      </dl>

      <form className="tool-form" onSubmit={add} noValidate aria-describedby={problem ? ids.problem : undefined}>
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={ids.text}>
            Description
          </label>
          <input
            id={ids.text}
            ref={textInput}
            className="tool-input"
            value={draft.text}
            maxLength={TEXT_MAX_LENGTH}
            placeholder="Groceries"
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
        </div>
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={ids.amount}>
            Amount in dollars
          </label>
          <input
            id={ids.amount}
            className="tool-input"
            value={draft.amount}
            inputMode="numeric"
            placeholder="25"
            onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
          />
        </div>
        <fieldset className="expense-tracker__types">
          <legend className="tool-field__label">Type</legend>
          {TYPES.map(({ type, label }) => (
            <label key={type} className="tool-check">
              <input
                type="radio"
                name="transaction-type"
                checked={draft.type === type}
                onChange={() => setDraft({ ...draft, type })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="tool-actions tool-field--wide">
          <button type="submit" className="button button--primary">
            Add transaction
          </button>
        </div>
      </form>
      <ToolMessage id={ids.problem} message={problem ? { text: problem, tone: "error" } : null} />

      <h3 className="expense-tracker__heading" id={ids.list}>
        History
      </h3>
      {transactions.length === 0 ? (
        <p className="expense-tracker__empty">No transactions yet.</p>
      ) : (
        <ul className="expense-tracker__list" aria-labelledby={ids.list}>
          {transactions.map((transaction) => (
            <li key={transaction.id} className={`expense-tracker__item is-${transaction.type}`}>
              <button
                type="button"
                className="expense-tracker__row"
                aria-expanded={transaction.expanded}
                aria-label={`${transaction.text} ${transaction.sign}${formatDollars(transaction.amount)}`}
                onClick={() => setTransactions(toggleExpanded(transactions, transaction.id))}
              >
                <span className="expense-tracker__text">{transaction.text}</span>
                <span className="expense-tracker__amount">
                  {transaction.sign}
                  {formatDollars(transaction.amount)}
                </span>
              </button>
              {transaction.expanded ? (
                <div className="expense-tracker__actions">
                  <button type="button" className="button button--small" onClick={() => edit(transaction.id)}>
                    Edit <span className="visually-hidden">{transaction.text}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setTransactions(removeTransaction(transactions, transaction.id))}
                  >
                    Delete <span className="visually-hidden">{transaction.text}</span>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
