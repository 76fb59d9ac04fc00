import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The server's layers are kept by lint (eslint.config.js, functionsLayerZones): each zone is probed with a planted
// breach, linted as if it were a file inside the zone (the request layer's zone names its files, so its breach is
// linted as requests.ts itself). The text is never written to disk, so a `npm run lint` running meanwhile never meets it.
const root = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = "import-x/no-restricted-paths";

async function zoneErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}functions/src/${file}` });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const planted: { zone: string; file: string; imports: string; says: RegExp }[] = [
  { zone: "contract → services", file: "contract/planted-breach.ts", imports: "../services/domain-error", says: /The contract imports nothing/ },
  { zone: "contract → config", file: "contract/planted-breach.ts", imports: "../config", says: /The contract imports nothing/ },
  { zone: "services → http", file: "services/items/planted-breach.ts", imports: "../../http/router", says: /Services know nothing of HTTP/ },
  { zone: "services → handlers", file: "services/mail/planted-breach.ts", imports: "../../handlers/search/search", says: /Services know nothing of HTTP/ },
  { zone: "services → fediverse's requests", file: "services/planted-breach.ts", imports: "../fediverse/requests", says: /Services know nothing of HTTP/ },
  { zone: "fediverse services → http", file: "fediverse/services/planted-breach.ts", imports: "../../http/parse", says: /Services know nothing of HTTP/ },
  { zone: "fediverse services → federation", file: "fediverse/services/planted-breach.ts", imports: "../federation/objects", says: /Services know nothing of HTTP/ },
  { zone: "http → handlers", file: "http/planted-breach.ts", imports: "../handlers/items/reading", says: /never imports a handler/ },
  { zone: "http → fediverse", file: "http/planted-breach.ts", imports: "../fediverse/services/settings", says: /never imports a handler or the fediverse/ },
  { zone: "federation → http", file: "fediverse/federation/planted-breach.ts", imports: "../../http/router", says: /The federation \(Fedify\) sits below/ },
  { zone: "federation → the fediverse's requests", file: "fediverse/federation/planted-breach.ts", imports: "../requests", says: /The federation \(Fedify\) sits below/ },
  { zone: "fediverse requests → router", file: "fediverse/requests.ts", imports: "../http/router", says: /shares only the client address/ },
  { zone: "handlers → federation", file: "handlers/site/planted-breach.ts", imports: "../../fediverse/federation/objects", says: /loaded on demand through fediverse-bundle\.ts/ },
  { zone: "api entry → federation", file: "planted-breach.ts", imports: "./fediverse/entry", says: /loaded on demand through fediverse-bundle\.ts/ },
  { zone: "services → Markdown renderer", file: "services/items/planted-breach.ts", imports: "../../long-form/render-markdown", says: /loaded on demand through long-form-bundle\.ts/ },
];

describe("the server's lint zones", () => {
  it.each(planted)("refuses $zone", async ({ file, imports, says }) => {
    const errors = await zoneErrors(file, `import * as planted from "${imports}";\nexport const breach = planted;\n`);
    expect(errors.length, `${file} importing ${imports}`).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(says);
  });

  it("lets the layers import downwards, and the fediverse function take the client address", async () => {
    const allowed = [
      { file: "handlers/items/planted.ts", imports: "../../services/items/trash" },
      { file: "http/planted.ts", imports: "../services/domain-error" },
      { file: "services/items/planted.ts", imports: "../../fediverse/services/tasks" },
      { file: "fediverse/federation/planted.ts", imports: "../services/replies" },
      { file: "fediverse/requests.ts", imports: "../http/client-address" },
      { file: "contract/planted.ts", imports: "./limits" },
    ];
    for (const { file, imports } of allowed) {
      expect(await zoneErrors(file, `import * as fine from "${imports}";\nexport const ok = fine;\n`), `${file} importing ${imports}`).toEqual([]);
    }
  });

  it("finds no breach in the real tree", async () => {
    const results = await eslint.lintFiles(["functions/src"]);
    const breaches = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === RULE).map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(breaches).toEqual([]);
    // The zones did look at the tree: every layer is there to be checked.
    expect(results.length).toBeGreaterThan(150);
  }, 120_000);
});
