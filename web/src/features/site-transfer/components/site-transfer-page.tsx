import { OwnerOnly } from "@/components/owner-only";
import { OwnerPageHeader } from "@/components/owner-page-header";
import { usePageMeta } from "@/lib/render/page-meta";
import { ExportSection } from "./export-section";
import { ImportSection } from "./import-section";
import "../site-transfer.css";

/** The owner's "Import and export" page (issue 36): take the whole site out, or bring one in. */
export function SiteTransferPage() {
  usePageMeta({ title: "Import and export", description: "Export the whole site, or import one." });
  return (
    <OwnerOnly refusal="Only the site owner can import or export the site.">
      <div className="site-transfer">
        <OwnerPageHeader
          title="Import and export"
          intro="Bring your writing in from WordPress, Ghost or Markdown; take everything with you, as a zip that imports back or as a WordPress file."
        />
        <ImportSection />
        <ExportSection />
      </div>
    </OwnerOnly>
  );
}
