import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { typedTextOf } from './date-picker-config';
import {
  DateAdviceView,
  dayInWords,
  echoLine,
  type AdviceLine,
  type DateFieldState,
} from './date-advice-view';
import { dayFirstReading, readTypedDate, swappedDay, type DayBounds } from './typed-date';

/**
 * What to type, as the field shows it (`09/05/2025`), isolated left to right so an Arabic sentence around it keeps
 * its digits and its full stop in place.
 */
const asTyped = (day: string) => `\u2066${typedTextOf(day)}\u2069`;

/** The lines under the field for what it holds (product §17). */
function adviceLines(
  state: DateFieldState,
  bounds: DayBounds,
  language: 'ar' | 'en',
  t: TFunction,
): AdviceLine[] {
  const words = (day: string) => dayInWords(day, language);
  if (state.kind === 'day') {
    const echo = echoLine(state.day, language);
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
  return <DateAdviceView lines={adviceLines(state, bounds, language, t)} onChoose={onChoose} />;
}
