/** What XML 1.0 cannot carry at all, even escaped: C0 controls but tab and line ends, lone surrogates, U+FFFE/F. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element or attribute: escaped, and without the characters XML refuses. */
export const xmlText = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Text as a CDATA section (rich text keeps its markup): a `]]>` inside is split across two sections. */
export const cdata = (value: string) =>
  `<![CDATA[${value.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** `<name>text</name>`, or nothing when there is no value. */
export const element = (name: string, value: string | null | undefined, wrap: (v: string) => string = xmlText) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${wrap(value)}</${name}>`;
