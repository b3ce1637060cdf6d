// Chakra's global CSS, built once at build time instead of in every player's browser at every
// start (issue #18).
//
// `createSystem` turns the theme into CSS as soon as it runs: the reset, the global styles and
// every token as a CSS variable (~54 KB). `<ChakraProvider>` then hands that to Emotion's
// `<Global>`, which serialises, hashes and inserts it during the first render. None of it
// depends on anything but src/theme/system.ts, yet at Lighthouse's 4× CPU it cost ~270 ms of
// module evaluation and ~80 ms of the first render, most of the start's blocking time beyond
// the floor app's (bench:waterfall, bench:lighthouse).
//
// In builds this plugin
// - renders `<ChakraProvider value={system}>` on the server (React's renderToString: Emotion's
//   own server output, so the CSS is what the browser would have built) and writes the CSS
//   into index.html as one `<style>`, read by the browser's CSS parser before the first paint;
// - leaves out Chakra's in-browser copy: `createSystem`'s `_global` (only ChakraProvider reads
//   it) becomes an empty list. If Chakra's code no longer reads as expected the build stops,
//   rather than ship a page without its CSS or with it twice.
// The dev server and the tests keep Chakra's own path (theme edits show at once there).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { runnerImport } from 'vite';

const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_IN_BROWSER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * The global CSS of the Chakra system that `systemModule` exports as `system`.
 * @param {string} systemModule absolute path
 * @returns {Promise<string>}
 */
export async function renderThemeCss(systemModule) {
  // Through Vite's module runner: the theme is TypeScript; node_modules load as they are (Chakra
  // unchanged, so the server computes `_global` in full).
  const { module } = await runnerImport(systemModule, { configFile: false, logLevel: 'error' });
  const { ChakraProvider } = await import('@chakra-ui/react');
  const html = renderToString(createElement(ChakraProvider, { value: module.system, children: null }));
  const rules = [...html.matchAll(/<style data-emotion="css-global [^"]*"[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]);
  const css = rules.join('');
  if (!css.includes('@layer reset') || !css.includes('--chakra-colors-')) {
    throw new Error(`prebuilt-theme-css: no global CSS in Chakra's server output (${html.slice(0, 200)})`);
  }
  return css;
}

/**
 * @param {string} systemModule absolute path of the module that exports the app's `system`
 * @returns {import('vite').Plugin}
 */
export function prebuiltThemeCss(systemModule) {
  /** @type {Promise<string> | undefined} */
  let css;
  return {
    name: 'portal-prebuilt-theme-css',
    apply: 'build',
    transform: {
      filter: { id: CHAKRA_SYSTEM },
      handler(code) {
        if (!code.includes(GLOBAL_IN_BROWSER)) {
          this.error(
            `Chakra's createSystem no longer builds its global CSS as scripts/vite/prebuilt-theme-css.mjs expects ("${GLOBAL_IN_BROWSER}"): adjust the plugin to the installed @chakra-ui/react.`,
          );
        }
        // Same line count: the source map stays right for every other line.
        return { code: code.replace(GLOBAL_IN_BROWSER, 'const _global = [];'), map: null };
      },
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, which would run the CSS through its minifier (it
      // rewrote Emotion's output: declarations reordered, overflow-wrap as word-wrap).
      order: 'post',
      async handler(html, ctx) {
        if (ctx.path !== '/index.html') return undefined;
        css ??= renderThemeCss(systemModule);
        return {
          html,
          tags: [{ tag: 'style', attrs: { 'data-theme-css': '' }, children: await css, injectTo: 'head' }],
        };
      },
    },
  };
}
