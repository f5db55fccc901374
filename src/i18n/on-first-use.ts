/**
 * A formatter made on its first use and kept. Making an Intl formatter loads its locale's (and time zone's) data: a
 * few milliseconds each on a phone, which add up to a task long enough to count on a first load (issue 20), while a
 * page uses only some of a module's formatters.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
