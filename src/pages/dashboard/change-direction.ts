/** spec §2: the daily change is green when up, red when down (and neither when nothing moved). */
export type Direction = 'up' | 'down' | 'flat';
export const directionOf = (value: number): Direction => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat');
export const directionColour: Record<Direction, string> = {
  up: 'green.fg',
  down: 'red.fg',
  flat: 'fg.muted',
};
