import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import Document from 'happy-dom/lib/nodes/document/Document.js';
import Node from 'happy-dom/lib/nodes/node/Node.js';

type Filter = ((node: globalThis.Node) => number) | { acceptNode(node: globalThis.Node): number } | null;
type Removing = (this: globalThis.Node, child: globalThis.Node) => globalThis.Node;

const live = new Set<WeakRef<SpecNodeIterator>>();
const INSTALLED = Symbol.for('portal.testing.specNodeIterator');

/**
 * The DOM standard's NodeIterator, for happy-dom: its own walks a TreeWalker and loses its place
 * when the node it stands on is removed, so DOMPurify (which removes what it refuses while it
 * iterates) let `<img onerror>` through and dropped the allowed tags around it. This one keeps the
 * standard's reference node and runs its pre-removing steps, as a browser does.
 */
class SpecNodeIterator {
  reference: globalThis.Node;
  pointerBeforeReference = true;

  constructor(
    readonly root: globalThis.Node,
    readonly whatToShow = 0xffffffff,
    readonly filter: Filter = null,
  ) {
    this.reference = root;
    live.add(new WeakRef(this));
  }

  nextNode() {
    return this.traverse(true);
  }

  previousNode() {
    return this.traverse(false);
  }

  detach() {}

  private accepts(node: globalThis.Node): boolean {
    if (!((1 << (node.nodeType - 1)) & this.whatToShow)) return false;
    if (!this.filter) return true;
    const result = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return result === 1;
  }

  private traverse(forward: boolean): globalThis.Node | null {
    let node: globalThis.Node | null = this.reference;
    let before = this.pointerBeforeReference;
    for (;;) {
      if (forward) {
        if (!before) node = following(node, this.root);
        before = false;
      } else {
        if (before) node = preceding(node, this.root);
        before = true;
      }
      if (!node) return null;
      if (this.accepts(node)) break;
    }
    this.reference = node;
    this.pointerBeforeReference = before;
    return node;
  }

  /** The standard's pre-removing steps, run before `removed` leaves the tree. */
  removing(removed: globalThis.Node) {
    if (removed === this.root || !removed.contains(this.reference)) return;
    if (this.pointerBeforeReference) {
      const next = followingOutside(removed, this.root);
      if (next) {
        this.reference = next;
        return;
      }
      this.pointerBeforeReference = false;
    }
    this.reference = removed.previousSibling
      ? lastDescendant(removed.previousSibling)
      : (removed.parentNode ?? this.root);
  }
}

function lastDescendant(node: globalThis.Node): globalThis.Node {
  while (node.lastChild) node = node.lastChild;
  return node;
}

/** The node after this one in tree order inside root, skipping this one's descendants. */
function followingOutside(node: globalThis.Node, root: globalThis.Node): globalThis.Node | null {
  for (let at: globalThis.Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling;
  }
  return null;
}

function following(node: globalThis.Node, root: globalThis.Node): globalThis.Node | null {
  return node.firstChild ?? followingOutside(node, root);
}

function preceding(node: globalThis.Node, root: globalThis.Node): globalThis.Node | null {
  if (node === root) return null;
  return node.previousSibling ? lastDescendant(node.previousSibling) : node.parentNode;
}

/** Puts the standard NodeIterator in happy-dom's documents (not in jsdom's, which has it). */
export function installSpecNodeIterator() {
  const prototype = Node.prototype as unknown as Record<symbol, Removing>;
  const remove = prototype[PropertySymbol.removeChild];
  // happy-dom's classes outlive a test file's modules: install once per worker.
  if (!remove || INSTALLED in prototype) return;
  Object.defineProperty(prototype, INSTALLED, { value: true });
  prototype[PropertySymbol.removeChild] = function (this: globalThis.Node, child: globalThis.Node) {
    for (const ref of live) {
      const iterator = ref.deref();
      if (iterator) iterator.removing(child);
      else live.delete(ref);
    }
    return remove.call(this, child);
  };
  Object.assign(Document.prototype, {
    createNodeIterator: (root: globalThis.Node, whatToShow?: number, filter?: Filter) =>
      new SpecNodeIterator(root, whatToShow ?? 0xffffffff, filter ?? null),
  });
}
