// Which callers are robots, by their user agent, so their views are not counted (docs/stats.md). The same idea as
// Plausible's and Ghost's bot filters, kept to patterns that name themselves: crawlers, link previews, monitors,
// headless and automated browsers (HeadlessChrome, Lighthouse, PageSpeed), and HTTP libraries. A robot that passes
// for a browser is counted like one; a person is never refused anything here, only left out of the count.

/** Real browsers' user agents are a few hundred characters; a longer one is no browser (and is never matched). */
const USER_AGENT_MAX = 512;

const ROBOT_WORDS =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp|python|curl|wget|httpie|axios|node-fetch|undici|okhttp|go-http|java\/|libwww|phantomjs|puppeteer|playwright|selenium|webdriver|prerender|feed|rss/i;

/** Whether a user agent says it is a robot (or says nothing, which no browser does). */
export function isRobot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length > USER_AGENT_MAX) return true;
  // Node's own fetch says just "node".
  if (userAgent === "node") return true;
  return ROBOT_WORDS.test(userAgent);
}
