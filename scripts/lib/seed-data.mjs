// The demo content that `npm start` loads into an empty database.

export const DEMO_MEMBERS = [
  { name: "Sam Rivera", username: "samrivera", email: "sam@devfolio.test", hue: 200 },
  { name: "Jordan Lee", username: "jordanlee", email: "jordan@devfolio.test", hue: 320 },
  { name: "Taylor Kim", username: "taylorkim", email: "taylor@devfolio.test", hue: 140 },
];
export const DEMO_PASSWORDS = { owner: "Owner@2026", member: "Member@2026" };

const project = (fields) => ({
  shortFeature1: "",
  shortFeature2: "",
  shortFeature3: "",
  codeSnippet: "",
  githubLink: "https://github.com/",
  ...fields,
});

export const PROJECTS = [
  project({
    title: "Life Timer",
    category: "Simple",
    shortDescription: "See your life so far counted in years, months, days and seconds, ticking live.",
    shortFeature1: "Live second-by-second counter",
    shortFeature2: "Works from any date of birth",
    shortFeature3: "No data leaves your browser",
    description:
      "A tiny (time machine) in reverse.\nEnter your date of birth and watch the years, months, days, hours, minutes and seconds add up, updated every second.\nBuilt to practise date arithmetic without a library. Read about calendar maths at =https://en.wikipedia.org/wiki/Gregorian_calendar<the Gregorian calendar>.",
    technologiesUsed: ["React", "TypeScript", "CSS"],
    keyFeatures: ["Live update every second", "Handles leap years", "Accessible form"],
    codeSnippet: "const elapsed = Date.now() - birth.getTime();\nconst seconds = Math.floor(elapsed / 1000);",
    likeCount: 42,
  }),
  project({
    title: "Password Generator App",
    category: "Simple",
    shortDescription: "Strong passwords in one click, with the length and character sets you choose.",
    shortFeature1: "Length from 4 to 27",
    shortFeature2: "Uppercase, numbers and symbols",
    shortFeature3: "Copy with one click",
    description:
      "Generates passwords with the (Web Crypto API), never Math.random.\nPick a length and toggle uppercase letters, numbers and symbols.",
    technologiesUsed: "JavaScript, Web Crypto, CSS",
    keyFeatures: "Cryptographically secure, Clipboard copy, Strength hints",
    codeSnippet: "const values = crypto.getRandomValues(new Uint32Array(length));",
    likeCount: 1260,
  }),
  project({
    title: "Expense Tracker",
    category: "Simple",
    shortDescription: "Track earnings and expenses with a running balance, right in the browser.",
    shortFeature1: "Earnings and expenses",
    shortFeature2: "Edit and delete entries",
    shortFeature3: "Running balance",
    description: "Add what you earn and what you spend; the (balance) updates as you go.\nEditing an entry puts it back into the form.",
    technologiesUsed: ["React", "CSS Grid"],
    keyFeatures: ["Whole-dollar amounts", "Balance, income and expense totals"],
    codeSnippet: "const balance = items.reduce((sum, item) => sum + item.sign * item.amount, 0);",
    likeCount: 18,
  }),
  project({
    title: "ColorPalette Pro",
    category: "Frontend",
    shortDescription: "Fifty colour tiles at a time in hex, rgba, hsl, hsla or gradients.",
    shortFeature1: "Seven colour modes",
    shortFeature2: "Click a tile to copy",
    shortFeature3: "Preview on the page background",
    description: "Generate (50 tiles) of colours in the format you need, copy any with a click, and try it as the page background.",
    technologiesUsed: ["React", "TypeScript"],
    keyFeatures: ["hex, rgba, hsl, hsla and gradients", "Copy to clipboard", "Apply to page"],
    codeSnippet: "const hue = Math.floor(Math.random() * 360);\nreturn `hsl(${hue}, 70%, 60%)`;",
    likeCount: 315,
  }),
  project({
    title: "QR Code Generator",
    category: "Frontend",
    shortDescription: "Turn any text or link into a QR code you can style and download.",
    shortFeature1: "Error correction L to H",
    shortFeature2: "Size, margin and colours",
    shortFeature3: "Download as PNG",
    description: "Type text or a URL, choose the (error correction) level, size, margin and colours, then download the code as qr-code.png.",
    technologiesUsed: ["React", "qrcode"],
    keyFeatures: ["Custom colours", "PNG download"],
    codeSnippet: "const url = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 4 });",
    likeCount: 97,
  }),
  project({
    title: "GitHub User Data Fetcher",
    category: "Frontend",
    shortDescription: "Look up any GitHub profile: avatar, bio, followers and public repositories.",
    shortFeature1: "Live GitHub API",
    shortFeature2: "Clear error states",
    shortFeature3: "Links to the profile",
    description: "Search a username and see the public profile from the (GitHub REST API).\nDocs: =https://docs.github.com/en/rest/users<GitHub users API>.",
    technologiesUsed: ["React", "Fetch API"],
    keyFeatures: ["Idle, loading, error and result states", "Profile link"],
    codeSnippet: "const response = await fetch(`https://api.github.com/users/${username}`);",
    likeCount: 1540,
  }),
  project({
    title: "Weather CLI",
    category: "Python",
    shortDescription: "A friendly command-line forecast with colours and a seven-day outlook.",
    description: "A (Python) command-line tool that prints today's weather and a seven-day outlook.",
    technologiesUsed: ["Python", "Click", "Rich"],
    keyFeatures: ["Seven-day outlook", "Cached answers"],
    codeSnippet: "@click.command()\ndef forecast(city: str) -> None:\n    print(fetch(city))",
    likeCount: 12,
  }),
  project({
    title: "Data Cleaning Toolkit",
    category: "Python",
    shortDescription: "Reusable pandas steps to tidy messy CSV exports in minutes.",
    description: "A set of composable (pandas) steps: trim, deduplicate, normalise dates and report what changed.",
    technologiesUsed: ["Python", "pandas", "pytest"],
    keyFeatures: ["Composable steps", "Change report"],
    likeCount: 7,
  }),
  project({
    title: "URL Shortener API",
    category: "Backend",
    shortDescription: "A fast link shortener with click statistics and expiring links.",
    description: "A REST API that shortens links, counts clicks and (expires) links on request.",
    technologiesUsed: ["Node.js", "Express", "Redis"],
    keyFeatures: ["Click statistics", "Rate limiting", "Expiring links"],
    likeCount: 64,
  }),
  project({
    title: "Job Queue Service",
    category: "Backend",
    shortDescription: "Background jobs with retries, back-off and a dashboard.",
    description: "Queues work, retries failures with (exponential back-off), and shows progress on a small dashboard.",
    technologiesUsed: ["Go", "PostgreSQL"],
    keyFeatures: ["Retries with back-off", "Dashboard"],
    likeCount: 23,
  }),
  project({
    title: "Recipe Sharing Platform",
    category: "Full-stack",
    shortDescription: "Share recipes, save favourites and plan the week's meals.",
    description: "Members post recipes with photos, (save favourites) and build a weekly meal plan with a shopping list.",
    technologiesUsed: ["React", "Firebase", "TypeScript"],
    keyFeatures: ["Meal planner", "Shopping list", "Favourites"],
    likeCount: 210,
  }),
  project({
    title: "Team Task Board",
    category: "Full-stack",
    shortDescription: "A real-time kanban board for small teams.",
    description: "Drag cards between columns and see teammates' changes (in real time).",
    technologiesUsed: ["React", "Node.js", "WebSockets"],
    keyFeatures: ["Real-time sync", "Drag and drop"],
    likeCount: 88,
  }),
  project({
    title: "Home Automation Scripts",
    category: "Others",
    shortDescription: "Small scripts that dim the lights at sunset and water the plants.",
    description: "A collection of (Raspberry Pi) scripts for lights, plants and a door sensor.",
    technologiesUsed: ["Python", "Raspberry Pi"],
    keyFeatures: ["Sunset schedule", "Plant watering"],
    likeCount: 5,
  }),
  project({
    title: "Markdown Resume Builder",
    category: "Others",
    shortDescription: "Write your résumé in Markdown and export a clean PDF.",
    description: "Write in Markdown, pick a theme and export a (print-ready) PDF.",
    technologiesUsed: ["TypeScript", "Markdown"],
    keyFeatures: ["Themes", "PDF export"],
    likeCount: 31,
  }),
];

export const PROJECT_COMMENTS = [
  { project: "Life Timer", author: "samrivera", text: "I am apparently 1.1 billion seconds old. Thanks, I think!" },
  { project: "Life Timer", author: "jordanlee", text: "Lovely and simple. The live seconds are oddly calming." },
  { project: "GitHub User Data Fetcher", author: "taylorkim", text: "Handy for checking a profile quickly." },
];

export const ARTICLES = [
  {
    title: "Understanding Web Performance on Slow Networks",
    category: "Technology",
    firstParagraph: "Most people visit the web on a phone over a network that is slower than the one we build on. Every kilobyte we ship has a cost they pay in seconds.",
    secondParagraph: "Start by measuring: the size of your JavaScript, the time to first paint, and how long the page stays busy. Then cut what nobody needs on first load.",
    lastParagraph: "Fast pages are kind pages. Treat the budget as a feature.",
  },
  {
    title: "A Gentle Introduction to Security Rules",
    category: "Technology",
    firstParagraph: "Security rules decide who may read and write each document. Closed by default is the only safe starting point.",
    secondParagraph: "Open exactly what the product needs, and test the denials as carefully as the permissions.",
    lastParagraph: "A rule without a test is a guess.",
  },
  {
    title: "Budgeting for Freelancers",
    category: "Business & Finance",
    firstParagraph: "An irregular income needs a regular plan. Pay yourself a steady salary from a buffer account.",
    secondParagraph: "",
    lastParagraph: "Three months of buffer turns a slow month into a quiet one.",
  },
];

export const BLOGS = [
  {
    title: "Morning Routines That Actually Stick",
    category: "Self-Improvement",
    firstParagraph: "The best routine is the one you still follow in a month. Start with one habit, not seven.",
    secondParagraph: "Anchor the new habit to something you already do, like the first coffee.",
    lastParagraph: "Small and daily beats big and occasional.",
  },
  {
    title: "Cooking Once, Eating All Week",
    category: "Food & Cooking",
    firstParagraph: "Batch cooking saves time and money. A Sunday afternoon covers most weekday dinners.",
    secondParagraph: "Cook bases, not meals: grains, roasted vegetables and a sauce mix into many dishes.",
    lastParagraph: "",
  },
  {
    title: "Why I Run Before Work",
    category: "Sports & Fitness",
    firstParagraph: "Running early clears my head before the inbox fills it again.",
    secondParagraph: "",
    lastParagraph: "Start with ten minutes. The distance takes care of itself.",
  },
];

export const RANDOM_POSTS = [
  { title: "A sunrise over the city", desc: "Caught this on the way to the station. (Worth the early alarm.)" },
  { title: "New desk setup", desc: "Finally a standing desk.\nMy back says thank you." },
  { title: "Weekend hike", desc: "Twelve kilometres, one wrong turn, zero regrets." },
];

export const DID_YOU_KNOW_POSTS = [
  { title: "Honey never spoils", desc: "Archaeologists have found (edible honey) in ancient Egyptian tombs." },
  { title: "The first computer bug", desc: "In 1947 engineers found a real moth in the Harvard Mark II relay." },
  { title: "Octopuses have three hearts", desc: "Two pump blood to the gills and (one) to the rest of the body." },
];

// The owner's desk (issue 22): what only the owner sees on a fresh site, each in its lists' filters.
export const DESK_ITEMS = [
  {
    kind: "articles",
    state: "draft",
    title: "Notes toward a talk on offline-first apps",
    category: "Technology",
    firstParagraph: "A draft: the outline of a talk on apps that keep working without a network, still missing its examples.",
  },
  {
    kind: "blogs",
    state: "scheduled",
    title: "What a year of weekly notes taught me",
    category: "Lifestyle",
    firstParagraph: "Scheduled: a look back at fifty-two short notes, published on its own a few days from now.",
  },
  {
    kind: "random-post",
    state: "trashed",
    title: "A blurry photo of the sunset",
    desc: "In the trash: restore it from the Trash filter of Random Posts within 30 days.",
  },
];

export const REVIEWS = [
  { author: "samrivera", rating: 5, text: "Clean projects and clear write-ups. The demos are a great touch.", status: "approved" },
  { author: "jordanlee", rating: 4, text: "Learned a lot from the security rules article.", status: "approved" },
  { author: "taylorkim", rating: 5, text: "Fast site, even on my phone on the train.", status: "approved" },
  { author: "samrivera", rating: 4, text: "The password generator is my daily tool now.", status: "approved" },
  { author: "jordanlee", rating: 3, text: "Would love more Python projects.", status: "pending" },
];

export const HOME_COMMENTS = [
  {
    author: "taylorkim",
    text: "Found this site through the QR generator. Bookmarked!",
    replies: [
      { author: "samrivera", text: "Same here, the colour palette tool is great too." },
      { author: "owner", text: "Thank you both! More tools are on the way." },
    ],
  },
  { author: "jordanlee", text: "Would you write about how the comments here stay fast?", replies: [] },
];

export const REPORTS = [
  { author: "samrivera", subject: "Typo on the about section", description: "\"Experiance\" should be \"Experience\".", status: "seen" },
  { author: "taylorkim", subject: "Dark image on a phone", description: "The Expense Tracker header is hard to read on a small screen.", status: "pending" },
];

export const CONTACT_MESSAGES = [
  {
    author: "jordanlee",
    name: "Jordan Lee",
    email: "jordan@devfolio.test",
    subject: "Freelance project",
    message: "Hi! I run a small bakery and would love a simple ordering site. Are you available in spring?",
  },
];
