// Chakra's global styles for the app's system, made at build time by scripts/chakra-global-css.ts (a Vite plugin).
declare module 'virtual:chakra-global-css' {
  const css: string;
  export default css;
}
