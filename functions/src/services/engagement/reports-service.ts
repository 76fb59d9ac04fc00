import type { Report, ReportRequest } from "../../contract/community";
import { COMMUNITY_LIST_SIZE } from "../../contract/limits";
import { db } from "../../firebase";
import { authorFields, resolveAuthors } from "./authors";
import { consumeCommunityLimit } from "./community-limits";
import { whileExists } from "../documents";
import { isoDate, text } from "../firestore-values";
import { forgetPublicReads, publicReadCache } from "../public-read-cache";
import { recordModeration } from "../moderation/moderation-audit";

/** reports/{id}: {authorUid, username, subject, description, status: pending|seen, createdAt}. */
export const REPORTS = "reports";

const REPORT_NOT_FOUND = "Report not found.";

// One answer for everybody: kept a short while, so requests that miss the CDN do not each read it again.
const reportsKept = publicReadCache<Report[]>(1);

/** The newest reports, public as the spec's reports list; `fresh` for a signed-in viewer (public-read-cache.ts). */
export const listReports = (fresh = false): Promise<Report[]> => reportsKept.read("newest", readReports, fresh);

async function readReports(): Promise<Report[]> {
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
  forgetPublicReads();
}

const report = (id: string) => db().collection(REPORTS).doc(id);

/** The owner has read it: pending to seen. */
export async function markReportSeen(id: string): Promise<void> {
  await whileExists(REPORT_NOT_FOUND, () => report(id).update({ status: "seen" }));
  forgetPublicReads();
  await recordModeration("report.seen", `reports/${id}`);
}

export async function deleteReport(id: string): Promise<void> {
  await whileExists(REPORT_NOT_FOUND, () => report(id).delete({ exists: true }));
  forgetPublicReads();
  await recordModeration("report.delete", `reports/${id}`);
}
