import HTMLSelectElement from 'happy-dom/lib/nodes/html-select-element/HTMLSelectElement.js';
import Node from 'happy-dom/lib/nodes/node/Node.js';
import { installSpecNodeIterator } from './node-iterator';

/**
 * `nodeName` read through Node.prototype's getter, as DOMPurify reads it (a form's child named
 * `nodeName` cannot fool that read): browsers answer the node's name there, happy-dom answers ''
 * and keeps the name in each subclass's own getter, so every tag looked disallowed.
 */
function nodeNameOnNode() {
  const own = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!own?.get || own.get.name === 'nodeNameOfSubclass') return;
  const base = own.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get: function nodeNameOfSubclass(this: object) {
      for (let at = Object.getPrototypeOf(this) as object | null; at && at !== Node.prototype;) {
        const getter = Object.getOwnPropertyDescriptor(at, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
        at = Object.getPrototypeOf(at) as object | null;
      }
      return base.call(this) as string;
    },
  });
}

/**
 * A select's `size` (the HTML standard's reflection of its attribute, 0 when absent): happy-dom has
 * none, and react-hook-form, reading `undefined`, took a select for one the user had changed
 * before the form was ready and kept its first option instead of the form's default.
 */
function selectSize() {
  if ('size' in HTMLSelectElement.prototype) return;
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: Element) {
      const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
      return Number.isNaN(size) || size < 0 ? 0 : size;
    },
    set(this: Element, size: number) {
      this.setAttribute('size', String(size));
    },
  });
}

/**
 * The browsers' own style sheet hides `[hidden]` (axe reads that computed `display: none` to leave
 * a hidden field out of its checks); happy-dom's computed style does not know it.
 */
function hiddenIsNotDisplayed() {
  if (document.getElementById('user-agent-hidden')) return;
  const style = document.createElement('style');
  style.id = 'user-agent-hidden';
  style.textContent = '[hidden]:not([hidden="until-found"]) { display: none; }';
  document.head.prepend(style);
}

/**
 * Where happy-dom departs from the DOM standard or a browser in a way the product's code or its
 * checks meet, it is brought in line here; run before any module keeps a reference to the DOM.
 */
export function fixHappyDom() {
  if (!navigator.userAgent.includes('HappyDOM')) return;
  nodeNameOnNode();
  installSpecNodeIterator();
  selectSize();
  hiddenIsNotDisplayed();
}
