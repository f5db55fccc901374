/**
 * What Chakra's system is made from (./system.ts): the default theme with the app's recipes, tokens and global styles.
 * A module of its own so the router loads it in a task apart from the system's making (src/app/router.tsx).
 */
import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Chakra's default theme, but only the recipes of the components the app uses (architecture §7): `defaultConfig` carries
// all ~80, about 20 KiB gzip that every signed-in page loaded for nothing (architecture §7). A component whose recipe is
// missing renders unstyled: system.test.ts fails when src imports one, so add its recipe here first.
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Fonts are self-hosted (src/app/theme/fonts.css). Cairo carries only its Arabic subset, so Latin letters and
// digits fall through to Inter: each script gets the face drawn for it (architecture §8: set the tokens, not just load).
const fontStack = `Cairo, Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Tahoma, sans-serif`;

export const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      textRendering: 'optimizeLegibility',
    },
    '::selection': { bg: 'gold.solid', color: 'gold.contrast' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        // A warm, slightly green-free gold: readable as text on the dark background, as a fill under dark text.
        gold: {
          50: { value: '#fcf8ec' },
          100: { value: '#f7edcc' },
          200: { value: '#eedb98' },
          300: { value: '#e5c463' },
          400: { value: '#dcae3c' },
          500: { value: '#c99522' },
          600: { value: '#a9761a' },
          700: { value: '#875a18' },
          800: { value: '#6e4819' },
          900: { value: '#5b3c19' },
          950: { value: '#341f0a' },
        },
        ink: {
          950: { value: '#0e0c09' },
          900: { value: '#15120d' },
          850: { value: '#1b1711' },
          800: { value: '#231e16' },
          700: { value: '#322b20' },
          600: { value: '#4a4031' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '#fdfbf6', _dark: '{colors.ink.950}' } },
          subtle: { value: { _light: '#f7f2e6', _dark: '{colors.ink.900}' } },
          muted: { value: { _light: '#efe8d6', _dark: '{colors.ink.850}' } },
          emphasized: { value: { _light: '#e6dcc4', _dark: '{colors.ink.800}' } },
          panel: { value: { _light: '#ffffff', _dark: '{colors.ink.900}' } },
        },
        border: {
          DEFAULT: { value: { _light: '#e8dfca', _dark: '{colors.ink.700}' } },
          muted: { value: { _light: '#efe8d6', _dark: '{colors.ink.800}' } },
          subtle: { value: { _light: '#f3eee1', _dark: '{colors.ink.850}' } },
          emphasized: { value: { _light: '#d8cbab', _dark: '{colors.ink.600}' } },
        },
        fg: {
          DEFAULT: { value: { _light: '#1f1a12', _dark: '#f4efe4' } },
          muted: { value: { _light: '#5e5442', _dark: '#bdb3a0' } },
          subtle: { value: { _light: '#6b604d', _dark: '#9a907e' } },
          // Chakra's red.500 reads 3.8:1 on the light panels (WCAG AA asks 4.5:1 for text): a step darker.
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        // White on Chakra's green.600 (the Buy toggle, success buttons) reads 3.3:1: a step darker in both themes.
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        gold: {
          solid: { value: { _light: '{colors.gold.500}', _dark: '{colors.gold.400}' } },
          contrast: { value: { _light: '#1a1408', _dark: '#1a1408' } },
          fg: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.300}' } },
          muted: { value: { _light: '{colors.gold.100}', _dark: '{colors.gold.900}' } },
          subtle: { value: { _light: '{colors.gold.50}', _dark: '{colors.gold.950}' } },
          emphasized: { value: { _light: '{colors.gold.200}', _dark: '{colors.gold.800}' } },
          focusRing: { value: { _light: '{colors.gold.600}', _dark: '{colors.gold.400}' } },
          border: { value: { _light: '{colors.gold.300}', _dark: '{colors.gold.700}' } },
        },
      },
    },
  },
});
