import { Field } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import ar from '@locales/ar.json';
import { createTestProviders } from '@tests/support/test-providers';
import { DatePicker } from './date-picker';
import { dateOfDay } from './date-picker-config';

vi.setConfig({ testTimeout: 20_000 });

const INVALID = 'Date input not valid.';

/** The date picker as the transaction dialog uses it: a required field that says when the date is not valid. */
function PurchaseDate({ language, latest }: { language: 'ar' | 'en'; latest?: string }) {
  const { t } = useTranslation();
  const [day, setDay] = useState('2026-11-22');
  return (
    <Field.Root invalid={day === ''}>
      <Field.Label>{t('transaction.purchaseDate')}</Field.Label>
      <DatePicker
        value={day}
        onChange={setDay}
        language={language}
        maxDate={latest ? (dateOfDay(latest) ?? undefined) : undefined}
        errorText={t('transaction.dateInvalid')}
      />
      <output data-testid="day">{day}</output>
    </Field.Root>
  );
}

function renderField(language: 'ar' | 'en', latest = '2026-11-22') {
  render(<PurchaseDate language={language} latest={latest} />, {
    wrapper: createTestProviders({ language }),
  });
  return screen.getByRole('textbox') as HTMLInputElement;
}

/** Types `text` over what the field held, then leaves it: a typed date is read when the person leaves the field. */
async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

/** The field still shows `shown` and says the date is not valid; the form holds no date. */
function expectRefused(input: HTMLInputElement, shown: string) {
  expect(input.value).toBe(shown);
  expect(screen.getByText(INVALID)).toBeTruthy();
  expect(screen.getByTestId('day').textContent).toBe('');
}

const calendar = () => document.querySelector('.dahabi-datepicker-calendar') as HTMLElement;

describe('date picker: typed dates (product §5, product §10)', () => {
  it('keeps a date typed in the wrong format on screen and says "Date input not valid."', async () => {
    const user = userEvent.setup();
    const input = renderField('en');
    await typeAndLeave(user, input, '2026-03-10');
    expectRefused(input, '2026-03-10');

    await typeAndLeave(user, input, '03/10/2026');
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2026-03-10'));
    expect(input.value).toBe('03/10/2026');
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('refuses a future purchase date with the same message, keeping what was typed', async () => {
    const user = userEvent.setup();
    const input = renderField('en', '2026-11-22');
    await typeAndLeave(user, input, '11/23/2026');
    expectRefused(input, '11/23/2026');
  });
});

const AR_INVALID = ar.transaction.dateInvalid;
// What a line says, without the invisible marks that keep typed dates left to right in an Arabic sentence.
const text = (testId: string) =>
  screen.queryByTestId(testId)?.textContent?.replace(/[\u2066-\u2069]/g, '') ?? null;

describe('date picker: the typed order made visible (product §17)', () => {
  it('names the order in Arabic in the placeholder: month, day, year from left to right as the digits go', () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    return user.clear(input).then(() => {
      expect(input.placeholder).toBe(ar.datePicker.placeholder);
      // left-to-right marks keep the Arabic words in the digits' order in the left-to-right field
      // (a mark first too, so the placeholder reads left to right even where its direction is taken from its first letter)
      expect(input.placeholder.startsWith('\u200e')).toBe(true);
      expect(input.placeholder.split('\u200e/\u200e').map((w) => w.replace('\u200e', ''))).toEqual([
        'شهر',
        'يوم',
        'سنة',
      ]);
      expect(input.getAttribute('dir')).toBe('ltr');
    });
  });

  it('echoes 05/09/2025 in Arabic words as 9 May and asks to check the order, naming 5 September', async () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    await typeAndLeave(user, input, '05/09/2025');
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2025-05-09'));
    expect(text('date-echo')).toBe('٩ مايو ٢٠٢٥');
    expect(text('date-swap-note')).toBe(
      'تحقّق من الترتيب: الشهر 05 واليوم 09. لتاريخ ٥ سبتمبر ٢٠٢٥ اكتب 09/05/2025.',
    );
    expect(screen.queryByText(AR_INVALID)).toBeNull();
    // the echo and the note describe the field to a screen reader
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(screen.getByTestId('date-advice').id);
  });

  it('takes the other reading in one tap: "استخدم ٥ سبتمبر ٢٠٢٥" makes 05/09/2025 the 5th of September', async () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    await typeAndLeave(user, input, '05/09/2025');
    await user.click(await screen.findByRole('button', { name: 'استخدم ٥ سبتمبر ٢٠٢٥' }));
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2025-09-05'));
    expect(input.value).toBe('09/05/2025');
    expect(text('date-echo')).toBe('٥ سبتمبر ٢٠٢٥');
    // chosen, not typed: nothing left to check
    expect(text('date-swap-note')).toBeNull();
  });

  it('takes a refused day-first date in one tap: 15/09/2025 becomes 15 September', async () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    await typeAndLeave(user, input, '15/09/2025');
    await user.click(screen.getByRole('button', { name: 'استخدم ١٥ سبتمبر ٢٠٢٥' }));
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2025-09-15'));
    expect(input.value).toBe('09/15/2025');
    expect(text('date-echo')).toBe('١٥ سبتمبر ٢٠٢٥');
    expect(screen.queryByText(AR_INVALID)).toBeNull();
  });

  it('gives no note when the date cannot be read the other way round', async () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    await typeAndLeave(user, input, '09/15/2025');
    await waitFor(() => expect(text('date-echo')).toBe('١٥ سبتمبر ٢٠٢٥'));
    expect(text('date-swap-note')).toBeNull();
    await typeAndLeave(user, input, '07/07/2025');
    await waitFor(() => expect(text('date-echo')).toBe('٧ يوليو ٢٠٢٥'));
    expect(text('date-swap-note')).toBeNull();
  });

  it('refuses 15/09/2025 with the spec message and the expected order, saying what to type for 15 September', async () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    await typeAndLeave(user, input, '15/09/2025');
    expect(input.value).toBe('15/09/2025');
    expect(screen.getByText(AR_INVALID)).toBeTruthy();
    expect(text('date-order-hint')).toBe(
      'اكتب الشهر أولًا، ثم اليوم، ثم السنة. لتاريخ ١٥ سبتمبر ٢٠٢٥ اكتب 09/15/2025.',
    );
    expect(text('date-echo')).toBeNull();
    expect(screen.getByTestId('day').textContent).toBe('');
  });

  it('reads a date typed with Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const input = renderField('ar');
    await typeAndLeave(user, input, '٠٥/٠٩/٢٠٢٥');
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2025-05-09'));
    expect(text('date-echo')).toBe('٩ مايو ٢٠٢٥');
  });

  it('names the day it read and the last day allowed when a typed date is after today', async () => {
    const user = userEvent.setup();
    const input = renderField('ar', '2026-11-22');
    await typeAndLeave(user, input, '12/05/2026');
    expect(screen.getByText(AR_INVALID)).toBeTruthy();
    expect(text('date-bound')).toBe('هذا يعني ٥ ديسمبر ٢٠٢٦، وهو بعد ٢٢ نوفمبر ٢٠٢٦.');
  });

  it('echoes a day picked in the calendar without asking to check the order', async () => {
    const user = userEvent.setup();
    const input = renderField('ar', '2026-11-22');
    await user.click(input);
    await user.click(
      within(calendar()).getByText('5', {
        selector: '.react-datepicker__day:not(.react-datepicker__day--outside-month)',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('day').textContent).toBe('2026-11-05'));
    expect(text('date-echo')).toBe('٥ نوفمبر ٢٠٢٦');
    expect(text('date-swap-note')).toBeNull();
  });

  it('says the same in English: MM/DD/YYYY, 9 May 2025 and the note', async () => {
    const user = userEvent.setup();
    const input = renderField('en');
    expect(text('date-echo')).toBe('22 November 2026');
    await user.clear(input);
    expect(input.placeholder).toBe('MM/DD/YYYY');
    await typeAndLeave(user, input, '05/09/2025');
    await waitFor(() => expect(text('date-echo')).toBe('9 May 2025'));
    expect(text('date-swap-note')).toBe(
      'Check the order: month 05, day 09. For 5 September 2025, type 09/05/2025.',
    );
    await typeAndLeave(user, input, '15/09/2025');
    expect(text('date-order-hint')).toBe(
      'Type the month first, then the day, then the year. For 15 September 2025, type 09/15/2025.',
    );
  });
});

describe('date picker: the calendar (product §9)', () => {
  it('starts the week on Sunday in English', async () => {
    await userEvent.setup().click(renderField('en'));
    // each weekday cell holds the full name for screen readers and the short one on screen
    const names = calendar().querySelectorAll('.react-datepicker__day-name');
    expect(names[0]!.textContent).toContain('Sunday');
    expect(names[6]!.textContent).toContain('Saturday');
  });

  it('starts the week on Saturday in Arabic', async () => {
    await userEvent.setup().click(renderField('ar'));
    const names = calendar().querySelectorAll('.react-datepicker__day-name');
    expect(names[0]!.textContent).toContain('السبت');
    expect(names[6]!.textContent).toContain('الجمعة');
  });

  it('shows a year grid of 12 years a page, future years included; a year goes back to its days', async () => {
    const user = userEvent.setup();
    await user.click(renderField('en'));
    await user.click(screen.getByRole('button', { name: 'Choose a year' }));
    const years = calendar().querySelectorAll('.react-datepicker__year-text');
    expect(years).toHaveLength(12);
    expect([...years].map((y) => y.textContent)).toContain('2027');
    await user.click(within(calendar()).getByText('2027'));
    expect(screen.getByRole('button', { name: 'Choose a year' })).toBeTruthy();
    expect(calendar().querySelector('.react-datepicker__year-read-view--selected-year')?.textContent).toBe(
      '2027',
    );
    // choosing a year shows it; the field's date is unchanged
    expect(screen.getByTestId('day').textContent).toBe('2026-11-22');
  });

  it('lists 5 years each side of the shown one in the year dropdown, future ones included', async () => {
    const user = userEvent.setup();
    await user.click(renderField('en'));
    await user.click(calendar().querySelector('.react-datepicker__year-read-view')!);
    const options = [...calendar().querySelectorAll('.react-datepicker__year-option')]
      .map((o) => o.textContent?.replace('✓', ''))
      .filter((text) => text);
    expect(options).toEqual([
      '2031',
      '2030',
      '2029',
      '2028',
      '2027',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
  });

  it('refuses a future day picked in the calendar with "Date input not valid."', async () => {
    const user = userEvent.setup();
    const input = renderField('en', '2026-11-22');
    await user.click(input);
    await user.click(
      within(calendar()).getByText('25', {
        selector: '.react-datepicker__day:not(.react-datepicker__day--outside-month)',
      }),
    );
    expectRefused(input, '11/25/2026');
  });
});
