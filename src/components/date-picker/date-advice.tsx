import { Button, Field, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTransactionDate } from '@/components/portfolio/portfolio-format';
import { dayFirstReading, readTypedDate, swappedDay, typedTextOf, type DayBounds } from './typed-date';

/** What the field holds: a day it accepted (`typed` when the person typed it), or text it refused. */
export type DateFieldState =
  { kind: 'day'; day: string; typed: boolean } | { kind: 'refused'; text: string } | { kind: 'empty' };

/** A calendar day in words, as the transaction list will show it: `٩ مايو ٢٠٢٥` / `9 May 2025`. */
export function dayInWords(day: string, language: 'ar' | 'en'): string {
  return formatTransactionDate(`${day}T12:00:00Z`, language);
}

/**
 * What to type, as the field shows it (`09/05/2025`), isolated left to right so an Arabic sentence around it keeps
 * its digits and its full stop in place.
 */
const asTyped = (day: string) => `\u2066${typedTextOf(day)}\u2069`;

type AdviceLine = {
  key: 'date-echo' | 'date-swap-note' | 'date-bound' | 'date-order-hint';
  text: string;
  /** The other day the person may have meant, offered in one tap ("Use 5 September 2025"). */
  choice?: { day: string; label: string };
};

// The echo reads like the field's value; a note to check the order stands out without looking like an error (a
// darker orange than fg.warning in the light theme, which is under 4.5:1 on white).
const lineColour: Record<AdviceLine['key'], string | { base: string; _dark: string }> = {
  'date-echo': 'fg',
  'date-swap-note': { base: 'orange.700', _dark: 'orange.300' },
  'date-bound': 'fg.muted',
  'date-order-hint': 'fg.muted',
};

/** The lines under the field for what it holds (product §17). */
function adviceLines(
  state: DateFieldState,
  bounds: DayBounds,
  language: 'ar' | 'en',
  t: TFunction,
): AdviceLine[] {
  const words = (day: string) => dayInWords(day, language);
  if (state.kind === 'day') {
    const echo: AdviceLine = { key: 'date-echo', text: words(state.day) };
    const other = state.typed ? swappedDay(state.day, bounds) : null;
    if (!other) return [echo];
    const [, month, day] = state.day.split('-');
    const note = t('datePicker.swapNote', {
      month,
      day,
      other: words(other),
      otherTyped: asTyped(other),
    });
    const choice = { day: other, label: t('datePicker.choose', { date: words(other) }) };
    return [echo, { key: 'date-swap-note', text: note, choice }];
  }
  if (state.kind !== 'refused' || state.text.trim() === '') return [];
  const reading = readTypedDate(state.text, bounds.latest);
  // A date read well but outside the field's bounds: which day it read, and the bound it passed.
  if ('late' in reading && bounds.latest) {
    const text = t('datePicker.late', { date: words(reading.late), latest: words(bounds.latest) });
    return [{ key: 'date-bound', text }];
  }
  if ('day' in reading) {
    if (!bounds.earliest || reading.day >= bounds.earliest) return [];
    const text = t('datePicker.early', { date: words(reading.day), earliest: words(bounds.earliest) });
    return [{ key: 'date-bound', text }];
  }
  const meant = dayFirstReading(state.text, bounds);
  const instead = meant ? t('datePicker.typeInstead', { date: words(meant), typed: asTyped(meant) }) : '';
  const text = [t('datePicker.order'), instead].filter(Boolean).join(' ');
  const choice = meant ? { day: meant, label: t('datePicker.choose', { date: words(meant) }) } : undefined;
  return [{ key: 'date-order-hint', text, choice }];
}

/**
 * Product §17: the line under the date field that says which day it holds before anything is saved. The field keeps
 * the spec's MM/dd/yyyy (§5), so "05/09/2025" is 9 May; the line echoes it in words, asks the person to check a date
 * whose month and day could be swapped, and says the expected order (with what to type) when a date is refused.
 */
export function DateAdvice({
  state,
  bounds,
  language,
  onChoose,
}: {
  state: DateFieldState;
  bounds: DayBounds;
  language: 'ar' | 'en';
  /** Takes the other day a note offers, as if the person had picked it. */
  onChoose: (day: string) => void;
}) {
  const { t } = useTranslation();
  // One helper text (the field's description for screen readers), announced as it changes.
  return (
    <Field.HelperText aria-live="polite" data-testid="date-advice" mt="1">
      {adviceLines(state, bounds, language, t).map((line) => [
        <Text
          as="span"
          display="block"
          key={line.key}
          data-testid={line.key}
          fontWeight={line.key === 'date-echo' ? 'semibold' : undefined}
          fontSize={line.key === 'date-echo' ? 'sm' : undefined}
          color={lineColour[line.key]}
        >
          {line.text}
        </Text>,
        line.choice && (
          <Button
            key={`${line.key}-choice`}
            data-testid={`${line.key}-choice`}
            size="xs"
            variant="outline"
            mt="1"
            onClick={() => onChoose(line.choice!.day)}
          >
            {line.choice.label}
          </Button>
        ),
      ])}
    </Field.HelperText>
  );
}
