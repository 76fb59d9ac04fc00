// The pages scripts/bench-render.mjs renders, each with the queries functions/src/handlers/site/pages.ts inlines for it,
// read from the local stack's API: a guest's answer of GET /api/{kind}/{id} is what the page handler reads for an
// item, and the list and home-list answers are the same service calls. The keys come from the contract, as the
// handler's do. The two community-heavy cases add their load (community-load.mjs), read it, and remove it again.
import { SITE_URL } from "./config.mjs";
import { addCommunityLoad, COMMUNITY_LOAD, memberCookie, removeCommunityLoad } from "./community-load.mjs";
import { loadTypeScript } from "./load-typescript.mjs";

const contract = () =>
  loadTypeScript(
    "render-cases-contract",
    [
      'export { HOME_LIST_KEYS } from "./functions/src/contract/home-lists";',
      'export { ITEM_KINDS, itemListsKey, UNFILTERED_LIST } from "./functions/src/contract/item-kinds";',
      'export { NEXT_CURSOR_HEADER } from "./functions/src/contract/routes";',
    ].join("\n"),
  );

async function answer(path, cookie) {
  const response = await fetch(`${SITE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response;
}
const json = async (path, cookie) => (await answer(path, cookie)).json();

/** A stretch of the data's own text that the rendered page must contain, so a render without the data shows. */
function markerOf(text) {
  const run = /[A-Za-z0-9][A-Za-z0-9 ]{10,}[A-Za-z0-9]/.exec(String(text));
  return run ? run[0].slice(0, 40) : null;
}

export async function readRenderCases() {
  const { HOME_LIST_KEYS, ITEM_KINDS, itemListsKey, UNFILTERED_LIST, NEXT_CURSOR_HEADER } = await contract();
  /** TanStack Query's infinite data of a list's first page, as pages.ts's firstPageData makes it. */
  const firstPageData = (page) => ({ pages: [page], pageParams: [null] });
  const listPage = async (kind, search = "") => {
    const response = await answer(`/api/${kind}${search}`);
    return { cards: await response.json(), nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
  };
  const firstId = async (kind) => {
    const { cards } = await listPage(kind);
    if (!cards[0]) throw new Error(`GET /api/${kind} answered no items: the database has no demo content.`);
    return cards[0]._id;
  };

  // The home page's lists as a signed-in member reads them: the same lists a guest gets, but read afresh rather
  // than from the function's 30-second copy, so the community load shows as soon as it is written.
  const cookie = await memberCookie();
  const homeCase = async (name) => {
    const [reviews, reports, homeComments] = await Promise.all(
      ["/api/reviews", "/api/reports", "/api/home-comments"].map((path) => json(path, cookie)),
    );
    const queries = [
      { queryKey: HOME_LIST_KEYS.reviews, data: reviews },
      { queryKey: HOME_LIST_KEYS.reports, data: reports },
      { queryKey: HOME_LIST_KEYS.homeComments, data: homeComments },
    ];
    return { name, path: "/", queries, marker: markerOf(homeComments[0]?.text ?? reviews[0]?.text) };
  };
  // pages.ts's itemPageHandler: the item under its page path's key, and an article's or blog's related list.
  const itemCase = async (name, kind, id) => {
    const item = await json(`/api/${kind}/${id}`);
    const { pagePath } = ITEM_KINDS[kind];
    const queries = [{ queryKey: [pagePath.slice(1), id], data: item }];
    if ((kind === "articles" || kind === "blogs") && typeof item.category === "string") {
      const related = await listPage(kind, `?category=${encodeURIComponent(item.category)}`);
      queries.push({ queryKey: [...itemListsKey(kind), { ...UNFILTERED_LIST, category: item.category }], data: firstPageData(related) });
    }
    return { name, path: `${pagePath}/${id}`, queries, marker: markerOf(item.title) };
  };

  const [projectId, articleId, randomPostId] = await Promise.all(["projects", "articles", "random-post"].map(firstId));
  const projects = await listPage("projects");
  const cases = [
    await homeCase("home"),
    {
      name: "projects",
      path: ITEM_KINDS.projects.pagePath,
      queries: [{ queryKey: [...itemListsKey("projects"), UNFILTERED_LIST], data: firstPageData(projects) }],
      marker: markerOf(projects.cards[0]?.title),
    },
    await itemCase("project", "projects", projectId),
    await itemCase("article", "articles", articleId),
    await itemCase("random-post", "random-post", randomPostId),
  ];

  const journal = await addCommunityLoad({ collection: ITEM_KINDS.projects.collection, id: projectId });
  try {
    const home = await homeCase("home-community");
    const project = await itemCase("project-community", "projects", projectId);
    const homeComments = home.queries[2].data;
    const expected = COMMUNITY_LOAD;
    if (
      homeComments.length !== expected.homeComments ||
      homeComments.some((comment) => comment.replies.length !== expected.repliesEach) ||
      home.queries[0].data.length < expected.reviews ||
      project.queries[0].data.comments.length !== expected.itemComments
    ) {
      throw new Error("The community load did not read back as written: is another run writing to this database?");
    }
    cases.push(home, project);
  } finally {
    await removeCommunityLoad(journal);
  }
  return cases;
}
