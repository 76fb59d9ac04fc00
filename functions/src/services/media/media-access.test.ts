import { describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import { returnedMedia, rotatedMedia, withCurrentBodyTokens } from "./media-access";

const url = (path: string, token: string) =>
  `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
const tokenOf = (value: unknown) => new URL(String(value)).searchParams.get("token");
const objectNameOf = (value: string) => decodeURIComponent(new URL(value).pathname.split("/o/")[1] ?? "");

const own = "media/articles/a1/main.jpg";
const ownCopy = "media/articles/a1/main-480w.webp";
/** A seeded copy may point at another item's file: that file must never change. */
const foreign = "media/articles/other/img.jpg";

const article = () => ({
  mainImg: url(own, "t-main"),
  img: url(foreign, "t-foreign"),
  secondImg: "",
  vid: "",
  variants: { mainImg: [{ width: 480, url: url(ownCopy, "t-copy") }], img: [], secondImg: [] },
});

describe("rotatedMedia", () => {
  it("gives the item's own files new tokens, leaves another item's file alone, and marks the item", () => {
    const changes = rotatedMedia("articles", "a1", article());
    expect(tokenOf(changes.mainImg)).not.toBe("t-main");
    expect(decodeURIComponent(new URL(String(changes.mainImg)).pathname)).toContain(own);
    const copies = changes["variants.mainImg"] as { width: number; url: string }[];
    expect(copies).toHaveLength(1);
    expect(copies[0]!.width).toBe(480);
    expect(tokenOf(copies[0]!.url)).not.toBe("t-copy");
    expect(changes.img).toBeUndefined();
    expect(changes.mediaTokensPending).toBe(true);
    expect(changes.publicMedia).toBeUndefined();
  });

  it("keeps the public URLs when a public item leaves public view, the newest over any kept before", () => {
    const leaving = rotatedMedia("articles", "a1", article(), true);
    expect((leaving.publicMedia as Record<string, { url: string }>).mainImg?.url).toBe(url(own, "t-main"));
    // Public again at its scheduled time (no restore), with the URLs it was given while hidden: those are kept now.
    const later = { ...article(), mainImg: leaving.mainImg, variants: { mainImg: leaving["variants.mainImg"] }, publicMedia: leaving.publicMedia };
    const again = rotatedMedia("articles", "a1", later, true);
    expect((again.publicMedia as Record<string, { url: string }>).mainImg?.url).toBe(leaving.mainImg);
    // Hidden already (a draft to the trash): nothing is kept over what was.
    expect(rotatedMedia("articles", "a1", later, false).publicMedia).toBeUndefined();
  });

  it("changes nothing for an item with no file of its own", () => {
    expect(rotatedMedia("articles", "a1", { mainImg: url(foreign, "t"), variants: {} })).toEqual({});
  });
});

describe("returnedMedia", () => {
  it("brings back the public URLs of files that are still the same, and drops the record", () => {
    const leaving = rotatedMedia("articles", "a1", article(), true);
    const hidden = { ...article(), mainImg: leaving.mainImg, variants: { mainImg: leaving["variants.mainImg"] }, publicMedia: leaving.publicMedia };
    const back = returnedMedia("articles", hidden);
    expect(back.mainImg).toBe(url(own, "t-main"));
    expect(back["variants.mainImg"]).toEqual([{ width: 480, url: url(ownCopy, "t-copy") }]);
    expect(back.publicMedia).toEqual(FieldValue.delete());
  });

  it("keeps a file replaced while the item was hidden", () => {
    const leaving = rotatedMedia("articles", "a1", article(), true);
    const replaced = { ...article(), mainImg: url("media/articles/a1/new.jpg", "t-new"), variants: { mainImg: [] }, publicMedia: leaving.publicMedia };
    const back = returnedMedia("articles", replaced);
    expect(back.mainImg).toBeUndefined();
  });

  it("changes nothing for an item that kept no public URLs", () => {
    expect(returnedMedia("articles", article())).toEqual({});
  });
});

describe("body images", () => {
  const first = "11111111-1111-4111-8111-111111111111";
  const second = "22222222-2222-4222-8222-222222222222";
  const chart = url("media/articles/a1/chart-1280w.webp", first);
  const photo = url("media/articles/a1/photo-1280w.webp", second);
  const elsewhere = url("media/articles/other/x.webp", "33333333-3333-4333-8333-333333333333");
  const withBody = () => ({
    ...article(),
    bodyImages: [chart, photo],
    body: `![A chart](${chart})\n\n![A photo](${photo})\n\n![Not ours](${elsewhere})`,
    bodyHtml: `<img src="${chart.replace("&", "&#x26;")}" alt="A chart"><img src="${photo.replace("&", "&amp;")}" alt="A photo">`,
  });

  it("move to new tokens with the item's other files, in the list, the Markdown and the HTML at once", () => {
    const changes = rotatedMedia("articles", "a1", withBody(), true);
    const [newChart, newPhoto] = changes.bodyImages as string[];
    expect(objectNameOf(newChart!)).toBe("media/articles/a1/chart-1280w.webp");
    expect([tokenOf(newChart), tokenOf(newPhoto)]).not.toContain(first);
    expect([tokenOf(newChart), tokenOf(newPhoto)]).not.toContain(second);
    expect(changes.body).toBe(`![A chart](${newChart})\n\n![A photo](${newPhoto})\n\n![Not ours](${elsewhere})`);
    expect(changes.bodyHtml).toContain(tokenOf(newChart)!);
    expect(changes.bodyHtml).toContain(tokenOf(newPhoto)!);
    expect(String(changes.bodyHtml)).not.toContain(first);
    expect((changes.publicMedia as Record<string, unknown>).bodyImages).toEqual([chart, photo]);
  });

  it("come back to the URLs they had when the item was public; one added while hidden keeps its own", () => {
    const leaving = rotatedMedia("articles", "a1", withBody(), true);
    const added = url("media/articles/a1/new-480w.webp", "44444444-4444-4444-8444-444444444444");
    const hidden = {
      ...article(),
      bodyImages: [...(leaving.bodyImages as string[]), added],
      body: `${String(leaving.body)}\n\n![New](${added})`,
      bodyHtml: leaving.bodyHtml,
      publicMedia: leaving.publicMedia,
    };
    const back = returnedMedia("articles", hidden);
    expect(back.bodyImages).toEqual([chart, photo, added]);
    expect(back.body).toBe(`${withBody().body}\n\n![New](${added})`);
    expect(back.bodyHtml).toBe(withBody().bodyHtml);
  });

  it("count as the item's files even when it has no other file of its own", () => {
    const changes = rotatedMedia("articles", "a1", { mainImg: url(foreign, "t"), variants: {}, bodyImages: [chart], body: `![c](${chart})` });
    expect(tokenOf(changes.bodyImages && (changes.bodyImages as string[])[0])).not.toBe(first);
    expect(changes.mediaTokensPending).toBe(true);
  });

  it("are saved at the tokens the item has now, whatever token a restored revision carries", () => {
    const stale = url("media/articles/a1/chart-1280w.webp", "55555555-5555-4555-8555-555555555555");
    const source = `![A chart](${stale}) and ![again](${stale})\n\n![Not ours](${elsewhere})`;
    expect(withCurrentBodyTokens(source, withBody())).toBe(`![A chart](${chart}) and ![again](${chart})\n\n![Not ours](${elsewhere})`);
    expect(withCurrentBodyTokens("no images", withBody())).toBe("no images");
  });
});
