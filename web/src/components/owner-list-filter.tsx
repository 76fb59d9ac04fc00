import { OWNER_LIST_FILTERS, type OwnerListFilter } from "@contract/item-status";
import "./category-filter.css";

const LABELS: Record<OwnerListFilter, string> = {
  all: "All",
  published: "Published",
  scheduled: "Scheduled",
  draft: "Drafts",
  trash: "Trash",
};

/** The owner's filters over a list (issue 22): everything outside the trash, one state, or the trash. */
export function OwnerListFilterButtons({
  plural,
  value,
  onChange,
}: {
  /** The items in a sentence, for the group's name: "projects". */
  plural: string;
  value: OwnerListFilter;
  onChange: (next: OwnerListFilter) => void;
}) {
  return (
    <div className="category-filter owner-list-filter" role="group" aria-label={`Show ${plural} by state`}>
      {OWNER_LIST_FILTERS.map((filter) => (
        <button key={filter} type="button" className="category-filter__button" aria-pressed={value === filter} onClick={() => onChange(filter)}>
          {LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
