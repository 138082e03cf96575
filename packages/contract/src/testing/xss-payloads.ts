import { RICH_TEXT_LINK, RICH_TEXT_TAGS, safeLinkHref } from '../rich-text.js';

/**
 * Test fixtures shared by the server's and the browser's sanitiser tests (decision 0014), so both
 * face the same attacks: OWASP's XSS filter-evasion cheat sheet and a few mutation-XSS classics.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.example/xss.js?< B >`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a href="javascript:alert(1)">plain</a>`,
  `<a href="  JaVaScRiPt:alert(1)">mixed case</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">decimal entities</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">padded decimal</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">hex entities</a>`,
  `<a href="jav\tascript:alert('XSS');">embedded tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">encoded newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">encoded return</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">leading spaces and meta characters</a>`,
  `<a href="java\u0000script:alert(1)">nul</a>`,
  `<a href="javascript&colon;alert(1)">named colon</a>`,
  `<a href="&#x20;javascript:alert(1)">encoded space</a>`,
  `<a href="vbscript:msgbox('XSS')">vbscript</a>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">data base64</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">data html</a>`,
  `<a href="//evil.example/x">protocol relative</a>`,
  `<a href="https://user:pass@evil.example/">credentials</a>`,
  `<a href="javascript:alert(1)" xlink:href="javascript:alert(1)">xlink</a>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>`,
  `<math href="javascript:alert(1)">math link</math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">style url</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">expression</DIV>`,
  `<p style="xss:expr/*XSS*/ession(alert('XSS'))">comment in style</p>`,
  `<div onclick="alert(1)" class="x" id="y" dir="rtl">attributes</div>`,
  `<span onmouseover=alert(1)>span handler</span>`,
  `<h1 onclick=x><ul><li onclick=y>nested handlers</li></ul></h1>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>table</td></tr></TABLE>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>`,
  `<details open ontoggle=alert(1)>details</details>`,
  `<video><source onerror="alert(1)"></video>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<p>unclosed <b>bold <i>nested</p></b></i> after`,
  `<ul><li>one<li>two</ul></li><p>stray close`,
  `"><img src=x onerror=alert(1)>`,
  `<a href="https://example.test/" onclick="steal()" style="color:red" target="_self" rel="opener">kept link</a>`,
  // More of the cheat sheet's classes: event handlers the old filters missed, breakouts from the
  // elements a value may be placed in, template syntax, malformed and encoded tags, zero-width and
  // right-to-left characters inside the dangerous words.
  `<body onpageshow=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<select autofocus onfocus=alert(1)></select>`,
  `<marquee onstart=alert(1)>marquee</marquee>`,
  `<audio src=x onerror=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img/src="x"/onerror="alert(1)">`,
  `<img src=x onerror=\u0061lert(1)>`,
  `<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>`,
  `<IMG SRC=x ONERROR=alert&lpar;1&rpar;>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><set attributeName=onload to=alert(1)></set></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">math action</maction></math>`,
  `<a href="data:image/svg+xml,<svg onload=alert(1)>">data svg</a>`,
  `<a href="javas\u200bcript:alert(1)">zero-width</a>`,
  `<a href="java\u00adscript:alert(1)">soft hyphen</a>`,
  `<img src=x o\u200bnerror=alert(1)>`,
  `\u202e<img src=x onerror=alert(1)>\u202c right-to-left override`,
  `<sc\u200bript>alert(1)</sc\u200bript>`,
  `</textarea><script>alert(1)</script>`,
  `</title><img src=x onerror=alert(1)>`,
  `</style><img src=x onerror=alert(1)>`,
  `</script><script>alert(1)</script>`,
  `'-alert(1)-'`,
  `";alert(1);//`,
  `{{constructor.constructor('alert(1)')()}}`,
  `{{7*7}} \${alert(1)} <%= alert(1) %> #{alert(1)}`,
  `[[alert(1)]] {{link}} {{name}}`,
  `<div style="background:url('javascript:alert(1)')">css url</div>`,
  `<style>@import 'https://xss.example/x.css';</style>`,
  `<div style="behavior: url(xss.htc); -moz-binding: url(https://xss.example/x.xml#xss)">binding</div>`,
  `<x contenteditable onblur=alert(1)>blur</x>`,
  `<a id=x tabindex=1 onfocusin=alert(1)></a>`,
  `<dialog open onclose=alert(1)><form method=dialog><button>close</button></form></dialog>`,
  `<object data="javascript:alert(1)">`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  '<img src="x`<script>alert(1)</script>"`>',
  `<img """><script>alert(1)</script>">`,
  `<a href="&#1;javascript:alert(1)">control char</a>`,
  `<a href="jav&#x09;ascript&#x3A;alert(1)">mixed entities</a>`,
  `%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
  `<<img src=x onerror=alert(1)//<`,
  `<img src=x onerror=alert(1)`,
];

/** Each allowed tag with some text inside (`br` is empty), and how it must come out (a void `br` may also be written `<br />`). */
export const ALLOWED_SAMPLES: readonly { html: string; expected: string }[] = RICH_TEXT_TAGS.map((tag) => {
  if (tag === 'br') return { html: 'line<br>break', expected: 'line<br>break' };
  if (tag === 'a') {
    const link = `href="https://example.test/jobs?a=1&amp;b=2" target="${RICH_TEXT_LINK.target}" rel="${RICH_TEXT_LINK.rel}"`;
    return { html: '<a href="https://example.test/jobs?a=1&amp;b=2">a link</a>', expected: `<a ${link}>a link</a>` };
  }
  return { html: `<${tag}>text of ${tag}</${tag}>`, expected: `<${tag}>text of ${tag}</${tag}>` };
});

const TAG = /<\/?([^\s/>]+)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;
const allowed: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

const decode = (value: string) =>
  value
    .replace(/^["']|["']$/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/**
 * What makes serialised HTML unsafe, if anything: a tag off the list, an attribute but a link's
 * checked href/target/rel, or a `<`/`>` outside a tag (raw markup, a comment). Empty means inert.
 */
export function findUnsafeHtml(html: string): string[] {
  const problems: string[] = [];
  for (const [, rawName = '', rawAttributes = ''] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (!allowed.has(name)) problems.push(`tag <${name}>`);
    for (const [, attribute = '', rawValue = ''] of rawAttributes.matchAll(ATTRIBUTE)) {
      const value = decode(rawValue);
      const ok =
        name === 'a' &&
        ((attribute === 'href' && safeLinkHref(value) === value) ||
          (attribute === 'target' && value === RICH_TEXT_LINK.target) ||
          (attribute === 'rel' && value === RICH_TEXT_LINK.rel));
      if (!ok) problems.push(`attribute ${attribute}="${value}" on <${name}>`);
    }
  }
  const text = html.replace(TAG, '');
  if (/[<>]/.test(text)) problems.push(`markup in text: ${text}`);
  return problems;
}

/** A call of `alert(…)`, `prompt(…)` or `confirm(…)`, one level of parentheses inside. */
const DIALOG_CALL = /\b(?:alert|prompt|confirm)\((?:[^()]|\([^()]*\))*\)/g;

/**
 * The payloads as the browser journey stores them (e2e/stored-xss.spec.ts): each call that would
 * open a dialog calls `__xss(n)` instead, `n` the payload's index, so an execution names its
 * payload; calls hidden behind entities or escapes still open a dialog, which the journey hears too.
 */
export function storedXssPayloads(): string[] {
  return XSS_PAYLOADS.map((payload, n) => payload.replace(DIALOG_CALL, `__xss(${String(n)})`));
}
