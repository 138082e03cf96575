/** Word's list paragraphs: `mso-list:l0 level2 lfo1` names the list and the item's depth. */
const WORD_LIST_ITEM = /mso-list:\s*l\d+\s+level(\d)/i;

function wordListLevel(element: Element): number | null {
  if (element.tagName !== 'P') return null;
  const match = WORD_LIST_ITEM.exec(element.getAttribute('style') ?? '');
  return match ? Number(match[1]) : null;
}

/** Turns a run of Word list paragraphs, from `first`, into one nested `<ul>` in its place. */
function wordListFrom(first: Element): void {
  const doc = first.ownerDocument;
  const root = doc.createElement('ul');
  first.before(root);
  const open: HTMLUListElement[] = [root];
  const deepest = () => open[open.length - 1] ?? root;
  for (let paragraph: Element | null = first; paragraph;) {
    const level = wordListLevel(paragraph);
    if (level === null) break;
    const next: Element | null = paragraph.nextElementSibling;
    while (open.length > level && open.length > 1) open.pop();
    while (open.length < level) {
      const parent = deepest().lastElementChild ?? deepest().appendChild(doc.createElement('li'));
      open.push(parent.appendChild(doc.createElement('ul')));
    }
    // The bullet Word draws itself ("·", "o", "§" and spaces) is text marked `mso-list:Ignore`.
    for (const marker of paragraph.querySelectorAll('[style*="mso-list"]')) {
      if (/mso-list:\s*ignore/i.test(marker.getAttribute('style') ?? '')) marker.remove();
    }
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    deepest().append(item);
    paragraph.remove();
    paragraph = next;
  }
}

/**
 * What is pasted, before the editor's schema reads it (ProseMirror parses it in a detached
 * document, so nothing runs or loads). Word writes bulleted lists as paragraphs with an
 * `mso-list` style and a drawn bullet; they become real lists here, everything else is left to
 * the schema (decision 0027).
 */
export function transformPastedHtml(html: string): string {
  if (!html.includes('mso-list')) return html;
  const doc = document.implementation.createHTMLDocument('paste');
  doc.body.innerHTML = html;
  // A run is consumed by its first paragraph: the others are no longer in the document.
  for (const paragraph of doc.body.querySelectorAll('p')) {
    if (paragraph.isConnected && wordListLevel(paragraph) !== null) wordListFrom(paragraph);
  }
  return doc.body.innerHTML;
}
