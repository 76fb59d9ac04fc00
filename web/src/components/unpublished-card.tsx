import type { ReactNode } from "react";
import type { ItemKind } from "@contract/item-kinds";
import type { ItemState } from "@contract/item-status";
import { useRestoreItem } from "@/lib/data/item-mutations";
import { formatDateTime } from "@/lib/utils/format-date";
import "./unpublished-card.css";

/** The badge of a card that is not public, which only the owner's lists show (issue 22). */
function badgeText(status: Exclude<ItemState, "published">, publishedAt: string): string {
  if (status === "draft") return "Draft";
  if (status === "scheduled") return `Scheduled · ${formatDateTime(publishedAt) ?? ""}`;
  return "In the trash";
}

/** A card of the owner's list with its state on it, and in the trash, the way back out. */
export function UnpublishedCard({
  kind,
  card,
  children,
}: {
  kind: ItemKind;
  card: { _id: string; status: Exclude<ItemState, "published">; publishedAt: string };
  children: ReactNode;
}) {
  return (
    <div className="unpublished-card">
      <span className={`unpublished-card__badge unpublished-card__badge--${card.status}`}>{badgeText(card.status, card.publishedAt)}</span>
      {children}
      {card.status === "trashed" ? <RestoreFromTrash kind={kind} id={card._id} /> : null}
    </div>
  );
}

function RestoreFromTrash({ kind, id }: { kind: ItemKind; id: string }) {
  const restore = useRestoreItem(kind);
  return (
    <button
      type="button"
      className="button button--small unpublished-card__restore"
      disabled={restore.isPending}
      onClick={() => restore.mutate(id)}
    >
      {restore.isPending ? "Restoring..." : "Restore"}
    </button>
  );
}
