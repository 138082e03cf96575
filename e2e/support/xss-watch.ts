import type { BrowserContext, Page } from '@playwright/test';

/** What the browser did with the stored payloads, page by page (e2e/stored-xss.spec.ts). */
export interface XssFindings {
  /** `__xss(n)` calls: the payload's index and the page it ran on. */
  executions: string[];
  /** alert/prompt/confirm dialogs opened by anything. */
  dialogs: string[];
  /** Requests to any host but the server under test (routed and refused). */
  foreign: string[];
  /** `securitypolicyviolation` events: directive, what was blocked, on which page. */
  violations: string[];
  /** Payload markup that became live DOM: an event-handler attribute, a script URL, a script. */
  liveMarkup: string[];
  /** Documents the server answered, and those among them without a Content-Security-Policy. */
  documents: string[];
  withoutPolicy: string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Listens on a context for every sign of a payload running: the `__xss` binding the payloads call,
 * dialogs, CSP violations reported by the document, and requests leaving the machine (each one is
 * recorded and aborted, so nothing is fetched from a foreign host even if CSP let it through).
 */
export async function watchForXss(context: BrowserContext): Promise<XssFindings> {
  const found: XssFindings = {
    executions: [],
    dialogs: [],
    foreign: [],
    violations: [],
    liveMarkup: [],
    documents: [],
    withoutPolicy: [],
  };
  await context.exposeBinding('__xss', ({ page }, n: unknown) => {
    found.executions.push(`payload ${String(n)} on ${page.url()}`);
  });
  await context.exposeBinding('__cspViolation', ({ page }, what: unknown) => {
    found.violations.push(`${String(what)} on ${page.url()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (what: string) => void }).__cspViolation;
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} from ${event.sourceFile}:${String(event.lineNumber)} (${event.sample.slice(0, 60)})`,
      );
    });
  });
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      found.foreign.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  context.on('page', (page) => watchDialogs(page, found));
  context.on('response', (response) => {
    const url = new URL(response.url());
    // The mails are shown as a mail client would, from the test itself (`/__mail/`), with no policy.
    if (response.request().resourceType() !== 'document' || url.pathname.startsWith('/__mail/')) return;
    found.documents.push(response.url());
    if (!response.headers()['content-security-policy']) found.withoutPolicy.push(response.url());
  });
  return found;
}

function watchDialogs(page: Page, found: XssFindings) {
  page.on('dialog', (dialog) => {
    found.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

/**
 * The page's DOM read for payload markup that escaped into elements or attributes: any `on…`
 * attribute (React never writes one), a `javascript:`/`vbscript:`/`data:text` URL, an inline
 * script or style carrying a payload. Text that merely reads like markup is fine and not looked at.
 */
export async function auditDom(page: Page, found: XssFindings): Promise<void> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];
    // eslint-disable-next-line no-control-regex -- a browser skips leading control characters in a URL
    const scriptUrl = /^[\s\u0000-\u001f]*(?:javascript|vbscript|data:text|data:image\/svg)/i;
    const payloadText = /__xss\(|alert\(|xss\.example|expression\(/i;
    const all = [document.documentElement, ...Array.from(document.querySelectorAll('*'))];
    for (const element of all) {
      const name = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        const attr = attribute.name.toLowerCase();
        if (attr.startsWith('on')) out.push(`<${name} ${attr}="${attribute.value.slice(0, 60)}">`);
        else if (attr === 'srcdoc') out.push(`<${name} srcdoc>`);
        else if (urlAttributes.includes(attr) && scriptUrl.test(attribute.value))
          out.push(`<${name} ${attr}="${attribute.value.slice(0, 60)}">`);
        else if (attr === 'style' && payloadText.test(attribute.value)) out.push(`<${name} style="…">`);
      }
      if ((name === 'script' || name === 'style') && payloadText.test(element.textContent ?? ''))
        out.push(`<${name}> with a payload`);
      if (['iframe', 'object', 'embed', 'base', 'frame'].includes(name)) {
        const src = element.getAttribute('src') ?? element.getAttribute('data') ?? element.getAttribute('href') ?? '';
        if (!src.startsWith('blob:')) out.push(`<${name} ${src.slice(0, 60)}>`);
      }
      if (name === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
        out.push('<meta refresh>');
    }
    return out;
  });
  for (const problem of problems) found.liveMarkup.push(`${problem} on ${page.url()}`);
}
