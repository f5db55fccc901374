import { Field } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '@tests/support/test-providers';
import { DatePicker } from './date-picker';
import { DeferredDatePicker } from './deferred-date-picker';

vi.setConfig({ testTimeout: 20_000 });

function Filter({
  deferred,
  initial,
  language,
}: {
  deferred: boolean;
  initial: string;
  language: 'ar' | 'en';
}) {
  const [day, setDay] = useState(initial);
  const Picker = deferred ? DeferredDatePicker : DatePicker;
  return (
    <Field.Root>
      <Field.Label>From</Field.Label>
      <Picker value={day} onChange={setDay} language={language} inputProps={{ size: 'sm' }} errorText="No" />
      <output data-testid="day">{day}</output>
    </Field.Root>
  );
}

function drawn(deferred: boolean, initial: string, language: 'ar' | 'en') {
  const { container, unmount } = render(
    <Filter deferred={deferred} initial={initial} language={language} />,
    {
      wrapper: createTestProviders({ language }),
    },
  );
  // React's generated ids (the field's) count renders: the same field drawn twice differs only there.
  const html = container.innerHTML.replace(/_r_\w+_/g, '_r_');
  unmount();
  return html;
}

describe('date field drawn before the picker’s code arrives (architecture §7)', () => {
  it('is drawn as the closed picker draws it, empty or holding a day, in Arabic and English', () => {
    for (const language of ['ar', 'en'] as const) {
      for (const initial of ['', '2025-05-09']) {
        expect(drawn(true, initial, language)).toBe(drawn(false, initial, language));
      }
    }
  });

  it('hands what was typed before the code arrived to the picker, which reads it as typed there', async () => {
    const user = userEvent.setup();
    render(<Filter deferred initial="" language="en" />, {
      wrapper: createTestProviders({ language: 'en' }),
    });
    const before = screen.getByRole('textbox', { name: 'From' });
    // Focused and typed into at once, before the code can have arrived; the last keys go where the focus is then.
    act(() => {
      before.focus();
      fireEvent.change(before, { target: { value: '05/09/20' } });
    });
    expect((before as HTMLInputElement).value).toBe('05/09/20');
    await user.keyboard('25');
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2025-05-09'));
    const field = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(field.value).toBe('05/09/2025');
    expect(document.activeElement).toBe(field);
    expect(screen.getByTestId('date-echo').textContent).toBe('9 May 2025');
  });
});
