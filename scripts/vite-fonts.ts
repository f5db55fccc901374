import type { Plugin } from 'vite';

/**
 * The app's self-hosted faces (src/main.tsx imports them as `virtual:font-faces.css`): only the weights the UI uses
 * (400 text, 600 buttons, 700 headings). Cairo is declared for Arabic code points only and Inter for Latin only, so
 * each script gets the face drawn for it and an English-only page never downloads Cairo. Files come from
 * @fontsource/cairo and @fontsource/inter, with each subset's unicode-range as Fontsource writes it.
 *
 * font-display: optional: a face that is not there by the first paint is not swapped in later on that page (it is
 * cached for the next one, and `/` preloads its Arabic faces, scripts/vite-prerender.ts). A late swap would move
 * text under the reader's eyes and repaint the largest text as a new element (ADR 011).
 */
const FAMILIES = [
  {
    family: 'Cairo',
    files: '@fontsource/cairo/files/cairo-arabic',
    unicodeRange:
      'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, ' +
      'U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, ' +
      'U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, ' +
      'U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, ' +
      'U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, ' +
      'U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, ' +
      'U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1',
  },
  {
    family: 'Inter',
    files: '@fontsource/inter/files/inter-latin',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
      'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
];
const WEIGHTS = [400, 600, 700];

export const FONT_FACES_MODULE = 'virtual:font-faces.css';
// Vite's CSS pipeline (url() to hashed assets, one stylesheet) takes the module as any other `.css` file.
const RESOLVED = `\0${FONT_FACES_MODULE}`;

/** The @font-face rules, one a family and weight. */
export function fontFacesCss(): string {
  return FAMILIES.flatMap(({ family, files, unicodeRange }) =>
    WEIGHTS.map(
      (weight) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weight};
  src: url('${files}-${weight}-normal.woff2') format('woff2');
  unicode-range: ${unicodeRange};
}
`,
    ),
  ).join('\n');
}

export function fontFaces(): Plugin {
  return {
    name: 'dahabi-font-faces',
    resolveId: (id) => (id === FONT_FACES_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? fontFacesCss() : undefined),
  };
}
