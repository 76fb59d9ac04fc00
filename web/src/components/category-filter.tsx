import "./category-filter.css";

/** Category buttons over a list: one category, or every item ("All", the server's unfiltered list). */
export function CategoryFilter({
  categories,
  plural,
  value,
  onChange,
}: {
  categories: readonly string[];
  /** The items in a sentence, for the group's name: "projects". */
  plural: string;
  /** The chosen category, or null for all. */
  value: string | null;
  onChange: (next: string | null) => void;
}) {
  return (
    <div className="category-filter" role="group" aria-label={`Filter ${plural} by category`}>
      {[null, ...categories].map((filter) => (
        <button
          key={filter ?? "All"}
          type="button"
          className="category-filter__button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {filter ?? "All"}
        </button>
      ))}
    </div>
  );
}
