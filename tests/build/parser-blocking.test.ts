// The page's inline scripts never hold its parsing back (issue 32). An inline script that comes after a stylesheet
// waits until the stylesheet has downloaded, and the parser waits with it: with the form guard and the splash's script
// there, a slow phone parsed the rest of a big page after its first paint, in long tasks. The built page template
// (the one the function renders into) must have every executable inline script before the stylesheet, but the
// starter, which comes last in the body and so holds nothing back.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const template = readFileSync(fileURLToPath(new URL("../../web/dist/app-shell.html", import.meta.url)), "utf8");
const scripts = [...template.matchAll(/<script\b([^>]*)>/g)].map((match) => ({ attributes: match[1]!, at: match.index }));
const stylesheetAt = template.search(/<link\b[^>]*rel="stylesheet"/);

describe("the page template's inline scripts", () => {
  it("come before the stylesheet, but the starter at the body's end", () => {
    expect(stylesheetAt).toBeGreaterThan(0);
    const executable = scripts.filter(({ attributes }) => !/\bsrc=|type="application\/json"/.test(attributes));
    const late = executable.filter(({ at }) => at > stylesheetAt);
    expect(late.map(({ attributes }) => attributes.trim())).toEqual([expect.stringMatching(/^data-entry=/)]);
    expect(template.indexOf("</body>") - template.indexOf("</script>", late[0]!.at)).toBeLessThan(20);
  });
});
