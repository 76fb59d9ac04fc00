import { describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import { returnedMedia, rotatedMedia } from "./media-access";

const url = (path: string, token: string) =>
  `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
const tokenOf = (value: unknown) => new URL(String(value)).searchParams.get("token");

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
