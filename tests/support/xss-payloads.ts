// Shared by the stored-XSS browser test (e2e/xss.test.ts) and the long-form sanitizer's unit test
// (functions/src/long-form/render-markdown.test.ts), so both face the same families.

/** A representative set of the OWASP XSS filter evasion cheat sheet, each aimed at window.__xss or a dialog. */
export const PAYLOADS = [
  "<script>window.__xss=1</script>",
  "<SCRIPT SRC=//127.0.0.1/xss.js></SCRIPT>",
  "<img src=x onerror=\"window.__xss=1\">",
  "<IMG SRC=JaVaScRiPt:window.__xss=1>",
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>",
  "<svg/onload=window.__xss=1>",
  "<svg><script>window.__xss=1</script></svg>",
  "\"><script>window.__xss=1</script>",
  "'><img src=x onerror=alert(1)>",
  "\" onmouseover=\"window.__xss=1\" autofocus onfocus=\"window.__xss=1\" x=\"",
  "</script><script>window.__xss=1</script>",
  "</textarea><script>window.__xss=1</script>",
  "<a href=\"javascript:window.__xss=1\">click</a>",
  "<a href=\"&#x6A;avascript:alert(1)\">click</a>",
  "<iframe src=\"javascript:window.__xss=1\"></iframe>",
  "<body onload=window.__xss=1>",
  "<details open ontoggle=window.__xss=1>",
  "<style>@import 'javascript:window.__xss=1';</style>",
  "<div style=\"background:url(javascript:window.__xss=1)\">x</div>",
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
  "<!--<img src=\"--><img src=x onerror=window.__xss=1//\">",
  "${window.__xss=1}",
  "{{constructor.constructor('window.__xss=1')()}}",
  "\u2028\u2029<script>window.__xss=1</script>",
  "=javascript:window.__xss=1<markup link>",
  "=JaVaScRiPt:alert(1)<mixed case link>",
  "=data:text/html,<script>window.__xss=1</script><data link>",
  "(<img src=x onerror=window.__xss=1>) in bold",
];
