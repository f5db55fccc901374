// Chakra's global styles for the app's system, made at build time by scripts/chakra-global-css.ts (a Vite plugin).
declare module 'virtual:chakra-global-css' {
  /** null outside a build (`vite dev`, the tests): Chakra's provider inserts them itself. */
  const css: string | null;
  export default css;
}
