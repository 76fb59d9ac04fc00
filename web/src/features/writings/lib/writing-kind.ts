/** Articles and blogs share one feature; a kind names which collection a page shows. */
export type WritingKind = "articles" | "blogs";

export interface WritingKindCopy {
  /** Page title of the list. */
  title: string;
  /** One item, lower case, for labels: "article" or "blog". */
  singular: string;
  lead: string;
  /** SPEC section 2: the list's error text. */
  listError: string;
  /** SPEC section 2: the related list's empty text. */
  noRelated: string;
}

export const WRITING_COPY: Record<WritingKind, WritingKindCopy> = {
  articles: {
    title: "Articles",
    singular: "article",
    lead: "Longer, structured pieces on technology, learning and the craft of building software.",
    listError: "Error fetching articles",
    noRelated: "No related article.",
  },
  blogs: {
    title: "Blogs",
    singular: "blog",
    lead: "Personal notes, lessons learned and stories from everyday life and development.",
    listError: "Error fetching blogs",
    noRelated: "No related blog.",
  },
};
