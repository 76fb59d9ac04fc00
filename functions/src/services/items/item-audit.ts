import type { ItemKind } from "../../contract/item-kinds";
import type { Publishing } from "../../contract/item-status-schemas";
import type { ItemState } from "../../contract/item-status";
import { recordOwnerAudit } from "../audit/audit-log";

/**
 * What a save did, for the audit log (issue 34): a new item is a publish, a schedule or a draft; an edit is a plain
 * edit unless it changes who can read the item (publishing a draft, scheduling, taking a public item back to draft).
 */
export function savedAction(before: ItemState | null, publishing: Publishing, now = Date.now()): string {
  const status = publishing.status ?? (before === "draft" ? "draft" : "published");
  const future = publishing.publishAt !== undefined && publishing.publishAt.getTime() > now;
  if (status === "draft") return before === null ? "item.draft" : before === "draft" ? "item.edit" : "item.unpublish";
  if (before === null || before === "draft") return future ? "item.schedule" : "item.publish";
  if (!publishing.publishAt) return "item.edit";
  if (future) return "item.schedule";
  return before === "scheduled" ? "item.publish" : "item.edit";
}

/** One owner action on one item, named "kind/id" with its title. */
export function recordItemAudit(action: string, kind: ItemKind, id: string, title: unknown): Promise<void> {
  return recordOwnerAudit({ area: "content", action, target: `${kind}/${id}`, summary: typeof title === "string" ? title.slice(0, 200) : "" });
}
