import { MEMBER_COLOURS } from '@contract/household-values';

/**
 * The colour a new member starts with: the first of the palette no member has yet, so two members added one after
 * the other never share one; once every colour is taken, the palette starts over.
 */
export function nextMemberColour(taken: readonly string[]): string {
  const used = new Set(taken.map((colour) => colour.toLowerCase()));
  return (
    MEMBER_COLOURS.find((colour) => !used.has(colour)) ??
    MEMBER_COLOURS[taken.length % MEMBER_COLOURS.length]!
  );
}
