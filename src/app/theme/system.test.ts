// @vitest-environment node
/**
 * The app's Chakra system carries only the recipes of the components it uses (architecture §7). A component
 * whose recipe is left out renders unstyled, so: every Chakra component that src imports has its recipe here, and
 * the recipes here are the default theme's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from './system';

const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1);

/** Every name src imports from '@chakra-ui/react' (`Dialog`, `DialogRoot`, `useRecipe`, …). */
function chakraImportsOfSrc(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files) {
    const text = readFileSync(join('src', file), 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const name of match[1]!.split(',')) {
        const imported = name
          .trim()
          .split(' as ')[0]!
          .replace(/^type /, '');
        if (imported) names.add(imported);
      }
  }
  return names;
}

describe('the Chakra system', () => {
  const imported = chakraImportsOfSrc();

  it('reads the imports of src (the check below has something to check)', () => {
    expect(imported).toContain('Button');
    expect(imported).toContain('Dialog');
  });

  it('has the recipe of every Chakra component src imports', () => {
    const kept = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const left = [...Object.keys(defaultRecipes), ...Object.keys(defaultSlotRecipes)].filter(
      (k) => !kept.has(k),
    );
    // `Dialog`, `DialogRoot`, `DialogRootProps` use the dialog recipe; `Stat` is not `Status`.
    const unstyled = [...imported].filter((name) =>
      left.some((key) => new RegExp(`^${pascal(key)}(?:[A-Z]|$)`).test(name)),
    );
    expect(unstyled).toEqual([]);
  });

  it("keeps the default theme's recipes as they are, and its tokens beside the app's", () => {
    for (const [key, recipe] of Object.entries(recipes))
      expect(recipe).toBe(defaultRecipes[key as keyof typeof defaultRecipes]);
    for (const [key, recipe] of Object.entries(slotRecipes))
      expect(recipe).toBe(defaultSlotRecipes[key as keyof typeof defaultSlotRecipes]);
    expect(system.getSlotRecipe('dialog')).toBeDefined();
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.tokens.getVar('colors.red.500')).toBe('var(--chakra-colors-red-500)');
    expect(system.tokens.getVar('colors.gold.500')).toBe('var(--chakra-colors-gold-500)');
  });
});
