// Builds write Chakra's global CSS into index.html and leave out the browser's own copy
// (scripts/vite/prebuilt-theme-css.mjs). If either half went wrong, pages would lose their
// reset and every colour token, or carry the CSS twice: these tests say which half.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prebuiltThemeCss } from '../../scripts/vite/prebuilt-theme-css.mjs';

const require = createRequire(import.meta.url);
const chakraSystemFile = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

type Transform = { filter: { id: RegExp }; handler: (this: unknown, code: string) => { code: string } };
const transform = () => prebuiltThemeCss(path.resolve('src/theme/system.ts')).transform as unknown as Transform;
const pluginContext = {
  error: (message: string) => {
    throw new Error(message);
  },
};

describe('prebuilt theme CSS', () => {
  it("holds Chakra's layers, reset and tokens and the app's own theme", () => {
    // In Node of its own, as the build runs it: Emotion writes its <style> tags on the server
    // only where there is no document, and this file runs in jsdom.
    const css = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { renderThemeCss } from './scripts/vite/prebuilt-theme-css.mjs';
         process.stdout.write(await renderThemeCss(${JSON.stringify(path.resolve('src/theme/system.ts'))}));`,
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{html{');
    // Tokens of the app's theme (src/theme/system.ts), its global CSS and its midnight variant.
    expect(css).toContain('--chakra-colors-brand-500:#1db954');
    expect(css).toContain('--player-bar-height:128px');
    expect(css).toContain('overflow-wrap:anywhere');
    expect(css).toContain('[data-theme=midnight]');
    // One <style> in index.html: nothing in it may end the element early.
    expect(css).not.toContain('</');
  }, 60_000);

  it("takes the global CSS out of the installed Chakra's createSystem, and only that", () => {
    const { filter, handler } = transform();
    expect(filter.id.test(chakraSystemFile)).toBe(true);
    const source = readFileSync(chakraSystemFile, 'utf8');
    const out = handler.call(pluginContext, source).code;
    expect(out).toContain('const _global = [];');
    expect(out).not.toContain('getTokenCss()];');
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('stops the build when Chakra builds its global CSS some other way', () => {
    const { handler } = transform();
    expect(() => handler.call(pluginContext, 'const _global = makeGlobal();')).toThrow(/createSystem no longer/);
  });
});
