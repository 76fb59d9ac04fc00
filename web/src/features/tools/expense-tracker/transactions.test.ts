import { describe, expect, it } from "vitest";
import {
  createTransaction,
  editTransaction,
  EXPENSE_MESSAGES,
  formatDollars,
  readStoredTransactions,
  removeTransaction,
  toggleExpanded,
  totals,
  type Transaction,
  type TransactionDraft,
} from "./transactions";

function add(draft: TransactionDraft, id: string): Transaction {
  const made = createTransaction(draft, id);
  if ("problem" in made) throw new Error(made.problem);
  return made.transaction;
}

const salary = add({ text: "Salary", amount: "500", type: "earn" }, "a");
const rent = add({ text: "Rent", amount: "120", type: "exp" }, "b");

describe("createTransaction", () => {
  it("makes an entry with every field of the spec", () => {
    expect(salary).toEqual({ id: "a", text: "Salary", amount: 500, type: "earn", sign: "+", expanded: false });
    expect(rent).toEqual({ id: "b", text: "Rent", amount: 120, type: "exp", sign: "-", expanded: false });
    expect(add({ text: "  Books ", amount: " 007 ", type: "exp" }, "c")).toMatchObject({ text: "Books", amount: 7 });
  });

  it("needs a text", () => {
    for (const text of ["", "   ", "x".repeat(61)]) {
      expect(createTransaction({ text, amount: "5", type: "exp" }, "x")).toEqual({ problem: EXPENSE_MESSAGES.text });
    }
    expect(EXPENSE_MESSAGES.text).toBe("Please enter a valid text!");
  });

  it("needs a whole-dollar amount in digits", () => {
    for (const amount of ["", "abc", "-5", "12.50", "1e3", "0", "1,000", "+5", "1234567890"]) {
      expect(createTransaction({ text: "Lunch", amount, type: "exp" }, "x")).toEqual({
        problem: EXPENSE_MESSAGES.amount,
      });
    }
    expect(EXPENSE_MESSAGES.amount).toBe("Please enter a valid amount!");
  });
});

describe("totals", () => {
  it("adds earnings to the balance and takes expenses away", () => {
    expect(totals([])).toEqual({ balance: 0, earnings: 0, expenses: 0 });
    expect(totals([salary, rent])).toEqual({ balance: 380, earnings: 500, expenses: 120 });
    const big = add({ text: "Car", amount: "900", type: "exp" }, "c");
    expect(totals([salary, rent, big])).toEqual({ balance: -520, earnings: 500, expenses: 1020 });
  });

  it("formats dollars with separators and a minus sign", () => {
    expect(formatDollars(1250)).toBe("$1,250");
    expect(formatDollars(-50)).toBe("-$50");
    expect(formatDollars(0)).toBe("$0");
  });
});

describe("editing the list", () => {
  it("edit takes the entry out and gives its values back to the form", () => {
    expect(editTransaction([salary, rent], "b")).toEqual({
      remaining: [salary],
      draft: { text: "Rent", amount: "120", type: "exp" },
    });
    expect(editTransaction([salary], "missing")).toBeNull();
  });

  it("deletes one entry and opens or closes one row", () => {
    expect(removeTransaction([salary, rent], "a")).toEqual([rent]);
    const opened = toggleExpanded([salary, rent], "b");
    expect(opened.map((each) => each.expanded)).toEqual([false, true]);
    expect(toggleExpanded(opened, "b")[1]!.expanded).toBe(false);
  });
});

describe("readStoredTransactions", () => {
  it("reads back what was saved", () => {
    expect(readStoredTransactions(JSON.stringify([salary, rent]))).toEqual([salary, rent]);
  });

  it("drops what it cannot trust instead of breaking", () => {
    expect(readStoredTransactions(null)).toEqual([]);
    expect(readStoredTransactions("not json")).toEqual([]);
    expect(readStoredTransactions('{"id":"a"}')).toEqual([]);
    const odd = [salary, { ...rent, sign: "+" }, { ...rent, amount: "120" }, { ...rent, amount: -3 }, null, "x"];
    expect(readStoredTransactions(JSON.stringify(odd))).toEqual([salary]);
  });
});
