// Arabic's strings cut in two (and the signed-out forms' sections) from locales/ar.json by scripts/arabic-strings.ts (a Vite plugin).
declare module 'virtual:strings/ar-first-visit' {
  import type { ResourceKey } from 'i18next';
  const strings: ResourceKey;
  export default strings;
}
declare module 'virtual:strings/ar-rest' {
  import type { ResourceKey } from 'i18next';
  const strings: ResourceKey;
  export default strings;
}
declare module 'virtual:strings/ar-signed-out' {
  import type { ResourceKey } from 'i18next';
  const strings: ResourceKey;
  export default strings;
}
