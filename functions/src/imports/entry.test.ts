import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ImportFileError, readImportFile } from "./entry";
import { IMPORT_LIMITS } from "./limits";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url)));
const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, value]) => [path, typeof value === "string" ? strToU8(value) : value])));

/** Rewrites the uncompressed size every central directory record of a zip declares (a hostile zip lies there). */
function declareSize(bytes: Uint8Array, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at += 1) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error("it was not refused");
};

// Reading the 609 KB WordPress sample takes about 1.5 s of CPU; a busy machine stretches that past vitest's 5 s.
describe("readImportFile tells the formats apart by their content", { timeout: 30_000 }, () => {
  it("reads a WordPress export", () => {
    const read = readImportFile(fixture("themeunittestdata.wordpress.xml"), "export.xml");
    expect(read.format).toBe("entries");
    if (read.format !== "entries") return;
    expect(read.parsed.source).toBe("wordpress");
    expect(read.parsed.entries).toHaveLength(79);
    expect(read.files.size).toBe(0);
  });

  it("reads a Ghost export, in both its forms, whatever the file is called", () => {
    for (const name of ["ghost-migrate-export.json", "ghost-migrate-export-flat.json"]) {
      const read = readImportFile(fixture(name), "backup.txt");
      expect(read.format === "entries" && read.parsed.source).toBe("ghost");
    }
  });

  it("reads a zip of Markdown files and hands back its other files, the images", () => {
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const read = readImportFile(zip({ "site/content/posts/a/index.md": "---\ntitle: A\n---\n![Pic](pic.png)\n", "site/content/posts/a/pic.png": image }), "site.zip");
    expect(read.format).toBe("entries");
    if (read.format !== "entries") return;
    expect(read.parsed.entries[0]).toMatchObject({ title: "A", sourceType: "posts", bodyImages: [{ url: "zip:site/content/posts/a/pic.png", alt: "Pic" }] });
    expect(read.files.get("site/content/posts/a/pic.png")).toEqual(image);
  });

  it("reads a single Markdown file by its name once its content is neither export", () => {
    const read = readImportFile(new TextEncoder().encode("---\ntitle: Solo\n---\n<b>Hi</b> there\n"), "solo.md");
    expect(read.format === "entries" && read.parsed.entries[0]?.title).toBe("Solo");
  });

  it("hands back our own export's zip untouched", () => {
    const files = { "manifest.json": JSON.stringify({ format: "devfolio-export", version: 1 }), "items/blogs.json": "[]", "items/blogs/x.md": "---\n---\n" };
    const read = readImportFile(zip(files), "export.zip");
    expect(read.format).toBe("devfolio-export");
    expect([...read.files.keys()].sort()).toEqual(["items/blogs.json", "items/blogs/x.md", "manifest.json"]);
  });

  it("refuses other files with a sentence for the owner", () => {
    const notKnown = "This file is not a WordPress export, a Ghost export or a zip of Markdown files.";
    expect(refusal(() => readImportFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]), "photo.png"))).toBe(notKnown);
    expect(refusal(() => readImportFile(new TextEncoder().encode('{"hello": "world"}'), "data.json"))).toBe(notKnown);
    expect(refusal(() => readImportFile(new TextEncoder().encode('<?xml version="1.0"?><rss version="2.0"><channel><title>feed</title></channel></rss>'), "feed.xml"))).toBe(notKnown);
    expect(refusal(() => readImportFile(new TextEncoder().encode("plain words"), "notes.txt"))).toBe(notKnown);
    expect(refusal(() => readImportFile(zip({ "a.txt": "x", "b.png": new Uint8Array([1]) }), "stuff.zip"))).toBe("This zip holds no Markdown files.");
  });

  it("says a broken export is broken", () => {
    const wxr = new TextDecoder().decode(fixture("themeunittestdata.wordpress.xml"));
    expect(refusal(() => readImportFile(new TextEncoder().encode(wxr.slice(0, 50_000)), "export.xml"))).toMatch(/^This WordPress export could not be read: .+\.$/);
    expect(refusal(() => readImportFile(new TextEncoder().encode('{"db": [{"data": {"posts": [}'), "ghost.json"))).toMatch(/^This Ghost export could not be read: .+\.$/);
    expect(refusal(() => readImportFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "broken.zip"))).toMatch(/^This zip could not be read: /);
  });
});

describe("limits against hostile files", { timeout: 30_000 }, () => {
  const wxrHead = '<?xml version="1.0"?>\n';
  const wxrBody = '<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>&lol9;</title></channel></rss>';

  it("refuses an XML entity bomb before expanding anything", () => {
    const entities = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index || ""};`.repeat(10)}">`)];
    const bomb = `${wxrHead}<!DOCTYPE rss [${entities.join("")}]>${wxrBody}`;
    const started = performance.now();
    expect(refusal(() => readImportFile(new TextEncoder().encode(bomb), "bomb.xml"))).toBe("This WordPress export could not be read: it declares a DOCTYPE, which an export never does.");
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses an external entity, so no file or address is ever read", () => {
    const xxe = `${wxrHead}<!DOCTYPE rss [<!ENTITY lol9 SYSTEM "file:///etc/passwd">]>${wxrBody}`;
    expect(refusal(() => readImportFile(new TextEncoder().encode(xxe), "xxe.xml"))).toMatch(/DOCTYPE/);
  });

  it("refuses a zip that would unpack past 200 MB, from the sizes it declares, before inflating", () => {
    const honest = zip({ "a.md": "x".repeat(1000), "b.md": "y" });
    const bomb = declareSize(honest, IMPORT_LIMITS.zipUncompressedBytes / 2 + 1);
    expect(refusal(() => readImportFile(bomb, "bomb.zip"))).toBe("This zip holds more than 200 MB once unpacked; import it in smaller parts.");
  });

  it("never inflates an entry past the size it declares, whatever its data holds", () => {
    const liar = declareSize(zip({ "a.md": "z".repeat(1_000_000) }), 100);
    const read = readImportFile(liar, "liar.zip");
    expect(read.format === "entries" && read.parsed.entries[0]!.body.length).toBeLessThanOrEqual(100);
  });

  it("refuses a zip of more than 5,000 entries", () => {
    const many = Object.fromEntries(Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, index) => [`p/${index}.md`, "x"]));
    expect(refusal(() => readImportFile(zip(many), "many.zip"))).toBe("This zip holds more than 5000 files; import at most that many at once.");
  });

  it("leaves out paths that climb out of the zip or are absolute", () => {
    const read = readImportFile(zip({ "../evil.md": "e", "/etc/abs.md": "a", "ok/../../up.md": "u", "C:/win.md": "w", "posts/fine.md": "---\ntitle: Fine\n---\n" }), "paths.zip");
    expect(read.format === "entries" && read.parsed.entries.map((each) => each.sourceId)).toEqual(["posts/fine.md"]);
    expect([...read.files.keys()]).toEqual(["posts/fine.md"]);
  });
});
