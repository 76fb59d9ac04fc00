import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ExpenseTracker from "./expense-tracker";

const STORAGE_KEY = "devfolio.expense-tracker";
const SALARY = { id: "a", text: "Salary", amount: 500, type: "earn", sign: "+", expanded: false };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const total = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

async function addEntry(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  amount: string,
  type: "Earning" | "Expense",
) {
  await user.clear(screen.getByLabelText("Description"));
  await user.type(screen.getByLabelText("Description"), text);
  await user.clear(screen.getByLabelText("Amount in dollars"));
  await user.type(screen.getByLabelText("Amount in dollars"), amount);
  await user.click(screen.getByRole("radio", { name: type }));
  await user.click(screen.getByRole("button", { name: "Add transaction" }));
}

describe("ExpenseTracker", () => {
  // First, before any earlier tracker could have left a list in memory.
  it("reads storage only after rendering (DESIGN.md rule 11)", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([SALARY]));
    // Components render in order, so a read between these two markers happens during the tracker's render.
    let rendering = false;
    const Start = () => void (rendering = true);
    const End = () => void (rendering = false);
    const readsWhileRendering: string[] = [];
    const read = Storage.prototype.getItem;
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(function (this: Storage, key) {
      if (rendering) readsWhileRendering.push(key);
      return read.call(this, key);
    });
    expect(renderToString(<ExpenseTracker />)).toContain("No transactions yet.");
    render(
      <>
        <Start />
        <ExpenseTracker />
        <End />
      </>,
    );
    expect(await screen.findByText("Salary")).toBeInTheDocument();
    expect(getItem).toHaveBeenCalledWith(STORAGE_KEY);
    expect(readsWhileRendering).toEqual([]);
    getItem.mockRestore();
  });

  it("adds earnings and expenses to the totals, and keeps them for the next visit", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ExpenseTracker />);
    await addEntry(user, "Salary", "500", "Earning");
    await addEntry(user, "Rent", "120", "Expense");
    expect(total("Balance")).toBe("$380");
    expect(total("Earnings")).toBe("$500");
    expect(total("Expenses")).toBe("$120");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Rent-$120", "Salary+$500"]);

    unmount();
    render(<ExpenseTracker />);
    expect(await screen.findByText("Salary")).toBeInTheDocument();
    expect(total("Balance")).toBe("$380");
  });

  it("keeps what it can trust of stored data and never breaks on the rest", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([SALARY, { ...SALARY, id: "b", amount: "900" }]));
    render(<ExpenseTracker />);
    expect(total("Balance")).toBe("$500");
    cleanup();

    localStorage.setItem(STORAGE_KEY, "{not json");
    render(<ExpenseTracker />);
    expect(screen.getByText("No transactions yet.")).toBeInTheDocument();
    expect(total("Balance")).toBe("$0");
  });

  it("says what is wrong with the text or the amount", async () => {
    const user = userEvent.setup();
    render(<ExpenseTracker />);
    await user.click(screen.getByRole("button", { name: "Add transaction" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid text!");
    await user.type(screen.getByLabelText("Description"), "Coffee");
    await user.type(screen.getByLabelText("Amount in dollars"), "3.50");
    await user.click(screen.getByRole("button", { name: "Add transaction" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid amount!");
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("opens a row for Edit, which takes the entry out and refills the form, and Delete", async () => {
    const user = userEvent.setup();
    render(<ExpenseTracker />);
    await addEntry(user, "Salary", "500", "Earning");
    await addEntry(user, "Rent", "120", "Expense");

    const rent = screen.getByRole("button", { name: "Rent -$120" });
    expect(rent).toHaveAttribute("aria-expanded", "false");
    await user.click(rent);
    expect(rent).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Edit Rent" }));
    expect(screen.getByLabelText("Description")).toHaveValue("Rent");
    expect(screen.getByLabelText("Amount in dollars")).toHaveValue("120");
    expect(screen.getByRole("radio", { name: "Expense" })).toBeChecked();
    expect(screen.queryByText("Rent", { selector: "span" })).not.toBeInTheDocument();
    expect(total("Balance")).toBe("$500");

    await user.click(screen.getByRole("button", { name: "Salary +$500" }));
    await user.click(within(screen.getByRole("list")).getByRole("button", { name: "Delete Salary" }));
    expect(screen.getByText("No transactions yet.")).toBeInTheDocument();
    expect(total("Balance")).toBe("$0");
  });
});
