/** Text made safe for XML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * HTML inside a CDATA section. A `]]>` would end the section early, so each is split across two sections (escaped
 * HTML holds none, but the split costs nothing and keeps the document well formed whatever it is given).
 */
export const cdata = (text: string): string => `<![CDATA[${text.split("]]>").join("]]]]><![CDATA[>")}]]>`;

// Characters XML 1.0 does not allow anywhere, not even escaped: controls other than tab and line ends, lone
// surrogates, U+FFFE and U+FFFF. A member's text may hold them; one would make the whole document unreadable.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A document without the characters XML cannot carry, which parsers refuse the whole document for. */
export const xmlSafe = (document: string): string => document.replace(NOT_XML, "");
