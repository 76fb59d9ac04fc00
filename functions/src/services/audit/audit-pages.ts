import { FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import { AUDIT_AREAS, AUDIT_PAGE_SIZE, type AuditAreaName, type AuditPage, type AuditQuery } from "../../contract/audit";
import { db } from "../../firebase";
import { USERS } from "../accounts/users-service";
import { text } from "../firestore-values";
import { afterCursor, readPage } from "../page-cursor";
import { AUDIT_LOG } from "./audit-log";

const AREAS = new Set<string>(AUDIT_AREAS);

/**
 * One page of the owner's audit log, newest first by (at, id). A filter by area or by action uses a composite index
 * (firestore.indexes.json); an action names its area, so both together query by action alone plus the area check.
 * A page costs 51 entry reads plus one read per distinct actor shown.
 */
export async function listAuditLog({ area, action, after }: AuditQuery): Promise<AuditPage> {
  let query: Query = db().collection(AUDIT_LOG);
  if (action) query = query.where("action", "==", action);
  if (area) query = query.where("area", "==", area);
  query = afterCursor(query.orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc"), after);
  const { shown, nextCursor } = await readPage(query, AUDIT_PAGE_SIZE, "at");
  const actorUids = [...new Set(shown.map((doc) => text(doc.get("actorUid"))).filter(Boolean))];
  const profiles = actorUids.length > 0 ? await db().getAll(...actorUids.map((uid) => db().collection(USERS).doc(uid))) : [];
  const usernames = new Map(profiles.map((profile) => [profile.id, text(profile.get("username"))]));
  return {
    entries: shown.map((doc) => {
      const actorUid = text(doc.get("actorUid"));
      const at = doc.get("at");
      return {
        id: doc.id,
        at: at instanceof Timestamp ? at.toDate().toISOString() : "",
        area: AREAS.has(text(doc.get("area"))) ? (text(doc.get("area")) as AuditAreaName) : "security",
        action: text(doc.get("action")),
        // A deleted account's entries keep its uid only; the page says "a deleted account".
        actor: actorUid ? usernames.get(actorUid) || null : null,
        target: text(doc.get("target")),
        summary: text(doc.get("summary")),
        address: text(doc.get("address")),
      };
    }),
    nextCursor,
  };
}
