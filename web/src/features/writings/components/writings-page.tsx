import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import { ItemListPage } from "@/components/item-list-page";
import { NewItemSection } from "@/components/new-item-section";
import { useViewer } from "@/lib/data/auth";
import { WritingCard } from "./writing-card";
import { WritingForm } from "./writing-form";
import "../writings.css";

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
            renderForm={(onSaved) => <WritingForm kind={kind} onSaved={onSaved} />}
          />
        ) : null
      }
      renderCard={(writing) => <WritingCard kind={kind} writing={writing} />}
    />
  );
}
