import { useId } from "react";
import type { CommentOrder } from "@contract/limits";
import "./comment-sort-select.css";

/** The Oldest/Newest select above a comment list (SPEC section 4). */
export function CommentSortSelect({
  value,
  onChange,
  className,
}: {
  value: CommentOrder;
  onChange: (next: CommentOrder) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `comment-sort ${className}` : "comment-sort"}>
      <label htmlFor={id}>Sort comments</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value === "newest" ? "newest" : "oldest")}>
        <option value="oldest">Oldest</option>
        <option value="newest">Newest</option>
      </select>
    </div>
  );
}
