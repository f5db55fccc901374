/**
 * product §2: a change is green when up, red when down (and muted when nothing moved): the dashboard's daily change, the
 * portfolio's gains and the report's month, alike.
 */
export type Direction = 'up' | 'down' | 'flat';
export const directionOf = (value: number): Direction => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat');
export const directionColour: Record<Direction, string> = {
  up: 'green.fg',
  down: 'red.fg',
  flat: 'fg.muted',
};
