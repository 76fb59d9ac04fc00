import { XMLParser } from "fast-xml-parser";

/**
 * Parses an uploaded XML file. A DOCTYPE, the only place entities (and external ones) can be declared, is refused
 * before parsing: an export never has one, so only the five built-in entities are expanded, and each of those
 * shortens the text. fast-xml-parser's own entity bounds stay on as a second guard.
 */
export function parseXml(text: string, arrays: ReadonlySet<string>): { value: unknown } | { error: string } {
  const rootAt = text.search(/<[A-Za-z]/);
  const prolog = rootAt < 0 ? text : text.slice(0, rootAt);
  if (/<!DOCTYPE/i.test(prolog)) return { error: "it declares a DOCTYPE, which an export never does" };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: { enabled: true, maxEntityCount: 10, maxEntitySize: 100, maxTotalExpansions: 100, maxExpandedLength: 10_000 },
    htmlEntities: false,
    isArray: (name) => arrays.has(name),
  });
  try {
    return { value: parser.parse(text, true) };
  } catch (error) {
    return { error: error instanceof Error ? (error.message.split("\n")[0] ?? "").slice(0, 200) : "it is not well-formed XML" };
  }
}
