import { lazy, Suspense } from "react";
import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import { ItemListPage } from "@/components/item-list-page";
import { NewItemSection } from "@/components/new-item-section";
import { useViewer } from "@/lib/data/auth";
import { WritingCard } from "./writing-card";
import "../writings.css";

// The owner's form loads when the owner opens it, so a reader's list does not carry it (the first-load budget).
const WritingForm = lazy(() => import("./writing-form").then((module) => ({ default: module.WritingForm })));

/** /articles and /blogs: the list of every kind, with the owner's form for a new one above it. */
export function WritingsPage({ kind }: { kind: WritingKind }) {
  const { label } = ITEM_KINDS[kind];
  const { isOwner } = useViewer();

  return (
    <ItemListPage
      kind={kind}
      gridClass="card-grid"
      ownerBar={
        isOwner ? (
          <NewItemSection
            className="writings-owner"
            label={`Write a new ${label}`}
            buttonText={`Write a new ${label}`}
            renderForm={(onSaved) => (
              <Suspense fallback={<p role="status">Loading the form...</p>}>
                <WritingForm kind={kind} onSaved={onSaved} />
              </Suspense>
            )}
          />
        ) : null
      }
      renderCard={(writing) => <WritingCard kind={kind} writing={writing} />}
    />
  );
}
