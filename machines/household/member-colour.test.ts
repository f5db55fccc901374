import { describe, expect, it } from 'vitest';
import { MEMBER_COLOURS } from '@contract/household-values';
import { nextMemberColour } from './member-colour';

describe('a new member’s colour', () => {
  it('two members added one after the other each get the next unused colour', () => {
    const owner = MEMBER_COLOURS[0]!;
    const first = nextMemberColour([owner]);
    const second = nextMemberColour([owner, first]);
    expect(first).toBe(MEMBER_COLOURS[1]);
    expect(second).toBe(MEMBER_COLOURS[2]);
    expect(new Set([owner, first, second]).size).toBe(3);
  });

  it('skips a colour a member was given by hand, whatever its case', () => {
    expect(nextMemberColour([MEMBER_COLOURS[0]!, MEMBER_COLOURS[1]!.toUpperCase()])).toBe(MEMBER_COLOURS[2]);
  });

  it('starts the palette over once every colour is taken', () => {
    expect(nextMemberColour([...MEMBER_COLOURS])).toBe(MEMBER_COLOURS[0]);
  });
});
