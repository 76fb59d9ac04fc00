import { siteOrigin } from "../../config";
import { myDataFileName } from "../../contract/users";
import type { Handler } from "../../http/router";
import { requireViewer } from "../../http/viewer";
import { exportMyData } from "../../services/accounts/my-data";

/**
 * GET /api/my-data: the caller's own data as one JSON file to save (issue 36, services/accounts/my-data.ts). Any
 * signed-in caller, on their own account only; a few downloads an hour. Private, as every answer with a session is.
 */
export const myDataHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const data = await exportMyData(viewer.uid, siteOrigin());
  const username = typeof data.profile === "object" && data.profile && "username" in data.profile ? String(data.profile.username) : "account";
  return {
    body: null,
    document: { contentType: "application/json; charset=utf-8", text: `${JSON.stringify(data, null, 2)}\n` },
    headers: { "Content-Disposition": `attachment; filename="${myDataFileName(username, data.exportedAt)}"` },
  };
};
