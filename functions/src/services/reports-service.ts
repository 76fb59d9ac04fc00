import type { Report, ReportRequest } from "../contract/community";
import { COMMUNITY_LIST_SIZE } from "../contract/limits";
import { db } from "../firebase";
import { authorFields, resolveAuthors } from "./authors";
import { consumeCommunityLimit } from "./community-limits";
import { DomainError } from "./domain-error";
import { isoDate, text } from "./firestore-values";

/** reports/{id}: {authorUid, username, subject, description, status: pending|seen, createdAt}. */
export const REPORTS = "reports";

const REPORT_NOT_FOUND = "Report not found.";

/** The newest reports, public as the spec's reports list. */
export async function listReports(): Promise<Report[]> {
  const snapshot = await db().collection(REPORTS).orderBy("createdAt", "desc").limit(COMMUNITY_LIST_SIZE).get();
  const authors = await resolveAuthors(snapshot.docs.map((doc) => doc.data()));
  return snapshot.docs.map((doc, index) => {
    const data = doc.data();
    return {
      _id: doc.id,
      ...authors[index]!,
      subject: text(data.subject),
      description: text(data.description),
      status: data.status === "seen" ? "seen" : "pending",
      createdAt: isoDate(data.createdAt),
    };
  });
}

export async function createReport(uid: string, report: ReportRequest): Promise<void> {
  await consumeCommunityLimit("reports", uid);
  await db()
    .collection(REPORTS)
    .add({ ...(await authorFields(uid)), subject: report.subject, description: report.description, status: "pending" });
}

async function existingReport(id: string) {
  const report = db().collection(REPORTS).doc(id);
  if (!(await report.get()).exists) throw new DomainError("not-found", REPORT_NOT_FOUND);
  return report;
}

/** The owner has read it: pending to seen. */
export async function markReportSeen(id: string): Promise<void> {
  await (await existingReport(id)).update({ status: "seen" });
}

export async function deleteReport(id: string): Promise<void> {
  await (await existingReport(id)).delete();
}
