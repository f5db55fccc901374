import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

/** The sign-up form's terms box as its page holds it: its state in the page, the box drawn from it. */
function Consent({ onState }: { onState: (accepted: boolean) => void }) {
  const [accepted, setAccepted] = useState(false);
  onState(accepted);
  return <Checkbox checked={accepted} label="I agree" name="termsAccepted" onChange={setAccepted} />;
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

/** The box rendered at build time, on screen before its code, hydrated once the code is here. */
async function hydrateAfter(touch: (box: HTMLInputElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Consent onState={() => {}} />);
  document.body.append(container);
  const box = container.querySelector('input')!;
  touch(box);
  const states: boolean[] = [];
  await act(async () => {
    hydrateRoot(container, <Consent onState={(accepted) => states.push(accepted)} />);
  });
  return { box, state: () => states.at(-1) };
}

describe('a checkbox on a page drawn before its code', () => {
  it('hands a tick made before the code arrived to its page, and keeps it on screen', async () => {
    const { box, state } = await hydrateAfter((box) => box.click());
    expect(state()).toBe(true);
    expect(box.checked).toBe(true);
  });

  it('leaves an untouched box unticked', async () => {
    const { box, state } = await hydrateAfter(() => {});
    expect(state()).toBe(false);
    expect(box.checked).toBe(false);
  });

  it('follows the box once the code has it', async () => {
    const { box, state } = await hydrateAfter(() => {});
    await act(async () => box.click());
    expect(state()).toBe(true);
    await act(async () => box.click());
    expect(state()).toBe(false);
  });
});
