import { isWealthUnit, type WealthUnit } from '@machines/dashboard/types';

/** "Your wealth in" is remembered as privacy mode is (src/app/preferences/document-preferences.ts): in this browser. */
export const wealthUnitStorageKey = 'wealthUnit';

/** The unit chosen before, or undefined (the dashboard then counts in EGP). */
export function readStoredWealthUnit(): WealthUnit | undefined {
  try {
    const stored = localStorage.getItem(wealthUnitStorageKey);
    return isWealthUnit(stored) ? stored : undefined;
  } catch {
    // Blocked storage: the default.
    return undefined;
  }
}

export function persistWealthUnit(unit: WealthUnit) {
  try {
    localStorage.setItem(wealthUnitStorageKey, unit);
  } catch {
    // Storage may be blocked or full: the choice then lasts for this visit only.
  }
}
