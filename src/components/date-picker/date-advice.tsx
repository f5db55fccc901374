import { Field, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatTransactionDate } from '@/pages/portfolio/portfolio-format';
import { dayFirstReading, readTypedDate, swappedDay, typedTextOf } from './typed-date';

/** What the field holds: a day it accepted (`typed` when the person typed it), or text it refused. */
export type DateFieldState =
  { kind: 'day'; day: string; typed: boolean } | { kind: 'refused'; text: string } | { kind: 'empty' };

/** A calendar day in words, as the transaction list will show it: `٩ مايو ٢٠٢٥` / `9 May 2025`. */
export function dayInWords(day: string, language: 'ar' | 'en'): string {
  return formatTransactionDate(`${day}T12:00:00Z`, language);
}

// The echo reads like the field's value; a note to check the order stands out without looking like an error.
const lineColour: Record<string, string> = {
  'date-echo': 'fg',
  'date-swap-note': 'fg.warning',
  'date-future': 'fg.muted',
  'date-order-hint': 'fg.muted',
};

/**
 * Issue 34: the line under the date field that says which day it holds before anything is saved. The field keeps
 * the spec's MM/dd/yyyy (§5), so "05/09/2025" is 9 May; the line echoes it in words, asks the person to check a date
 * whose month and day could be swapped, and says the expected order (with what to type) when a date is refused.
 */
export function DateAdvice({
  state,
  latest,
  language,
}: {
  state: DateFieldState;
  latest?: string;
  language: 'ar' | 'en';
}) {
  const { t } = useTranslation();
  const words = (day: string) => dayInWords(day, language);
  const lines: { key: string; text: string }[] = [];
  if (state.kind === 'day') {
    lines.push({ key: 'date-echo', text: words(state.day) });
    const other = state.typed ? swappedDay(state.day, latest) : null;
    if (other) {
      const [, month, day] = state.day.split('-');
      lines.push({
        key: 'date-swap-note',
        text: t('datePicker.swapNote', { month, day, other: words(other), otherTyped: typedTextOf(other) }),
      });
    }
  } else if (state.kind === 'refused' && state.text.trim() !== '') {
    const reading = readTypedDate(state.text, latest);
    if ('late' in reading)
      lines.push({ key: 'date-future', text: t('datePicker.future', { date: words(reading.late) }) });
    else if (!('day' in reading)) {
      const meant = dayFirstReading(state.text, latest);
      const order = t('datePicker.order');
      const instead = meant
        ? ` ${t('datePicker.typeInstead', { date: words(meant), typed: typedTextOf(meant) })}`
        : '';
      lines.push({ key: 'date-order-hint', text: `${order}${instead}` });
    }
  }
  // One helper text (the field's description for screen readers), announced as it changes.
  return (
    <Field.HelperText aria-live="polite" data-testid="date-advice" mt="1">
      {lines.map((line) => (
        <Text
          as="span"
          display="block"
          key={line.key}
          data-testid={line.key}
          fontWeight={line.key === 'date-echo' ? 'semibold' : undefined}
          color={lineColour[line.key]}
        >
          {line.text}
        </Text>
      ))}
    </Field.HelperText>
  );
}
