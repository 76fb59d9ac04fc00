import type { ItemKind } from "@contract/item-kinds";

/** Random posts and did-you-know posts share one feature; a kind names which feed a page shows. */
export type ShortPostKind = "random-posts" | "did-you-know";

/** The API's name for each feed (SPEC section 7): /api/random-post and /api/islamic. */
export const API_KIND = { "random-posts": "random-post", "did-you-know": "islamic" } as const satisfies Record<
  ShortPostKind,
  ItemKind
>;

export interface ShortPostKindCopy {
  title: string;
  eyebrow: string;
  lead: string;
  /** SPEC section 2: in random posts a comment's default placeholder avatar is not shown. */
  hideDefaultAvatar: boolean;
}

export const SHORT_POST_COPY: Record<ShortPostKind, ShortPostKindCopy> = {
  "random-posts": {
    title: "Random Posts",
    eyebrow: "Moments",
    lead: "Snapshots, small wins and whatever else caught my eye.",
    hideDefaultAvatar: true,
  },
  "did-you-know": {
    title: "Did You Know?",
    eyebrow: "Curiosities",
    lead: "Short facts worth a second look.",
    hideDefaultAvatar: false,
  },
};
