// What the hostile-text checks (hardening-text*.spec.ts, issue #30 point 1) look for in a page
// rendered with the `hostile` scenario: an executed payload, an inline handler, sideways scroll,
// a payload shown literally, and a bidi override that spills over the text after it.
import { expect, type Page } from '@playwright/test';
import { PAYLOADS } from '../../src/mocks/hostile/payloads';

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The start of every payload (whitespace collapsed, as the page shows it): one found means it shows literally. */
const HEADS = [...new Set(PAYLOADS.map((p) => normal(p.text).slice(0, 14)))].filter((h) => h.length >= 6);

/** Whether a text leaves a bidi override, embedding or isolate open at its end. */
function leavesOpen(text: string): boolean {
  const open: string[] = [];
  for (const ch of text) {
    if (/[\u202A\u202B\u202D\u202E]/.test(ch)) open.push('embedding');
    else if (ch === '\u202C' && open.at(-1) === 'embedding') open.pop();
    else if (/[\u2066-\u2068]/.test(ch)) open.push('isolate');
    else if (ch === '\u2069' && open.includes('isolate')) open.splice(open.lastIndexOf('isolate'));
  }
  return open.length > 0;
}
/** The payloads that would change the direction of the text after them if not isolated. */
export const LEAKY = PAYLOADS.map((p) => p.text).filter(leavesOpen);

export async function settle(page: Page) {
  // Long payloads in long lists make some pages slow to lay out on a busy machine.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // One frame more: an injected <img onerror> or <svg onload> would have fired by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

export interface Found {
  xss: unknown;
  handlers: string[];
  scrollWidth: number;
  innerWidth: number;
  /** Where the sideways overflow starts: elements wider than the viewport whose parent is not. */
  overflowing: string[];
  literal: boolean;
  /**
   * Bidi overrides and embeddings (U+202A–U+202E, U+2066–U+2068) in user text that reach the
   * text after it in the same paragraph: one reversed name would flip the rest of the sentence.
   * Isolated (<bdi>, unicode-bidi: isolate/plaintext, FSI…PDI) or alone in its block is fine.
   */
  spills: string[];
}

export const inspect = (page: Page) =>
  page.evaluate(
    ({ heads, leaky }): Found => {
      const all = [...document.querySelectorAll('*')];
      const handlers = all
        .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML.slice(0, 80));
      const text = document.body.innerText.replace(/\s+/g, ' ');
      const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > window.innerWidth + 1;
      // Inside a scroll area (a wide table) sticking out is fine: the area scrolls, not the page.
      const scrolled = (el: Element) => {
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(up).overflowX)) return true;
        }
        return false;
      };
      const overflowing = all
        .filter((el) => sticksOut(el) && !sticksOut(el.parentElement) && !scrolled(el))
        .slice(0, 3)
        .map((el) => `${el.outerHTML.slice(0, 160)} (${Math.round(el.getBoundingClientRect().right)} px)`);
      const inline = (el: Element) => /^(inline|contents)$/.test(getComputedStyle(el).display);
      const isolates = (el: Element) =>
        el.tagName === 'BDI' || /isolate|plaintext/.test(getComputedStyle(el).unicodeBidi);
      const spills: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const data = node.data;
        for (const payload of leaky) {
          const at = data.indexOf(payload);
          if (at < 0 || !node.parentElement) continue;
          // Isolated by marks around it (FSI/LRI/RLI … PDI): the override ends there.
          if (/[\u2066-\u2068]$/.test(data.slice(0, at)) && data[at + payload.length] === '\u2069') continue;
          let block: Element = node.parentElement;
          let safe = false;
          while (inline(block) && block.parentElement) {
            if (isolates(block)) safe = true;
            block = block.parentElement;
          }
          if (safe) continue;
          const range = document.createRange();
          range.setStartAfter(node);
          range.setEnd(block, block.childNodes.length);
          const after = `${data.slice(at + payload.length)}${range.toString()}`.trim();
          if (after && spills.length < 5) {
            spills.push(`${JSON.stringify(payload.slice(0, 30))} flips ${JSON.stringify(after.slice(0, 40))}`);
          }
        }
      }
      return {
        spills,
        xss: (window as unknown as { __xss?: unknown }).__xss,
        handlers,
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
        overflowing,
        literal: heads.some((h) => text.includes(h)),
      };
    },
    { heads: HEADS, leaky: LEAKY },
  );
