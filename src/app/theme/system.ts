import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
// With its extension: the build also loads this module in Node (scripts/chakra-global-css.ts).
import { chakraTheme, config } from './system-config.ts';

export { recipes, slotRecipes } from './system-config.ts';

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
