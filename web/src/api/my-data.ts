import { apiPaths } from "@contract/routes";
import { fetchFile } from "@/api/client";

/** The file "Download my data" saves: the server's JSON, under the name the server gives it. */
export interface MyDataFile {
  file: Blob;
  name: string;
}

/** GET /api/my-data (any signed-in caller, issue 36): the caller's own data as one JSON file, handed over as it came. */
export async function fetchMyData(): Promise<MyDataFile> {
  const { file, name } = await fetchFile(apiPaths.myData);
  return { file, name: name ?? "my-data.json" };
}
