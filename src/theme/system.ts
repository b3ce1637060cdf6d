// Chakra UI system: the streaming-app look (dark by default, green accent).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { navEntryCss } from './nav-entry';
import { choiceRecipe } from './recipes/choice';

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    // Text from other people (names, titles, posts) may be one 100,000-character word: it wraps
    // anywhere rather than push the page sideways on a phone (issue #30). Chakra's reset gives
    // every element break-word, which still lets a row's item grow to the word's width; hence on
    // every element. Tables keep their words whole and scroll in their own area instead.
    '*, ::before, ::after': { overflowWrap: 'anywhere' },
    'table, table *': { overflowWrap: 'break-word' },
    // Height of the fixed player bar: one row from md up; on phones the track and the
    // controls take a line each. The bar, the space under the page and toasts read it.
    ':root': { '--player-bar-height': '128px', md: { '--player-bar-height': '88px' } },
    ...navEntryCss,
  },
  // A dark variant: the `dark` class stays on <html>, data-theme=midnight tints the surfaces.
  conditions: {
    midnight: '[data-theme=midnight] &',
  },
  theme: {
    recipes: { choice: choiceRecipe },
    keyframes: {
      wiggle: {
        '0%, 100%': { transform: 'rotate(0deg)' },
        '25%': { transform: 'rotate(-12deg)' },
        '75%': { transform: 'rotate(12deg)' },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#e8faf0' },
          100: { value: '#c3f2d6' },
          200: { value: '#8ee6b3' },
          300: { value: '#57d98f' },
          400: { value: '#2fcb73' },
          500: { value: '#1db954' },
          600: { value: '#17a34a' },
          700: { value: '#12823b' },
          800: { value: '#0d612c' },
          900: { value: '#08401d' },
          950: { value: '#042611' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}', _midnight: '#0b1026' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}', _midnight: '#111833' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}', _midnight: '#18213f' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}', _midnight: '#111833' } },
        },
        // Chakra's light fg.error (red.500) is 3.8:1 on white: messages under form fields need 4.5:1.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: 'white', _dark: 'black' } },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
