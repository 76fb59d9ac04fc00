import { PROJECT_CATEGORIES } from "@contract/limits";
import type { CategoryFilter } from "../lib/category-filter";

const FILTERS: CategoryFilter[] = ["All", ...PROJECT_CATEGORIES];

export function CategoryFilterButtons({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (next: CategoryFilter) => void;
}) {
  return (
    <div className="category-filter" role="group" aria-label="Filter projects by category">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="category-filter__button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {filter}
        </button>
      ))}
    </div>
  );
}
