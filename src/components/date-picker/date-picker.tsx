import { Field, Input } from '@chakra-ui/react';
import { arEG } from 'date-fns/locale/ar-EG';
import { forwardRef, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import { useTranslation } from 'react-i18next';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';
import {
  dateFormat,
  dateOfDay,
  dayOfDate,
  monthYearListEnd,
  monthYearListStart,
  scrollableYearDropdownItemNumber,
  timeIntervals,
  yearDropdownItemNumber,
  yearItemNumber,
} from './date-picker-config';
import { DateAdvice } from './date-advice';
import type { DateFieldState } from './date-advice-view';
import { readDate, readTypedDate, type DateReading } from './typed-date';

registerLocale('ar-EG', arEG);

export interface DatePickerProps {
  id?: string;
  name?: string;
  /** A calendar day `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** The chosen day, or '' while the field holds no acceptable date (typed wrong, or after maxDate). */
  onChange: (day: string) => void;
  /**
   * Whether the field holds an acceptable date. The consumer shows product §5's 'Date input not valid.' while it does
   * not (`transaction.dateInvalid`); the typed text stays in the field meanwhile, so the person can correct it.
   */
  onValidityChange?: (valid: boolean) => void;
  language: 'ar' | 'en';
  /** The earliest day accepted; the calendar still runs from 1900 (product §9). */
  minDate?: Date;
  /** The latest day accepted (purchases: today). Later days stay visible and are refused, not hidden (product §9). */
  maxDate?: Date;
  disabled?: boolean;
  invalid?: boolean;
  /** Extra props for the text input (react-datepicker sets id, name and value itself). */
  inputProps?: ComponentProps<typeof Input>;
  /** Scrollable year dropdown (10 items instead of 5, product §9). */
  scrollableYearDropdown?: boolean;
  /**
   * The field's error, shown under it while the surrounding `Field.Root` is invalid, above the line that says the
   * order to type (product §5's 'Date input not valid.', or a server's reason).
   */
  errorText?: ReactNode;
  /**
   * What the person did in the field drawn before this code arrived (deferred-date-picker.tsx), read once as the
   * picker mounts: the focus and the text typed there carry on here, as if typed into this field.
   */
  takeOver?: () => FieldTakeOver;
}

/** The field drawn before the picker's code arrived, as the person left it: focused or not, and what they typed. */
export interface FieldTakeOver {
  focused: boolean;
  /** The text typed there, or null when nothing was. */
  text: string | null;
  selection: [number, number] | null;
}

const TextInput = forwardRef<HTMLInputElement, ComponentProps<typeof Input>>(function TextInput(props, ref) {
  return <Input ref={ref} {...props} />;
});

/** product §9 / architecture §2: the week starts on Saturday in Arabic (as in Egypt), on Sunday in English. */
const weekStart = { ar: 6, en: 0 } as const;

/**
 * react-datepicker dressed for Dahabi (architecture §2): MM/dd/yyyy, the Arabic (ar-EG) locale and right-to-left layout
 * in Arabic, colours from the theme's tokens so it follows dark and light (date-picker.css). product §9: the calendar
 * runs from January 1900 to December 2100, with a year dropdown of 5 items (10 when scrollable) and a year grid of 12
 * years a page; a day outside minDate–maxDate is refused with 'Date input not valid.' rather than hidden.
 */
export function DatePicker({
  id,
  name,
  value,
  onChange,
  onValidityChange,
  language,
  minDate,
  maxDate,
  disabled,
  invalid,
  inputProps,
  scrollableYearDropdown = false,
  errorText,
  takeOver,
}: DatePickerProps) {
  const { t } = useTranslation();
  const rtl = language === 'ar';
  // What the person typed (or picked and was refused), kept on screen until it becomes a date.
  const [typed, setTyped] = useState<string | null>(null);
  // The day last read from what the person typed (not picked): only a typed day can have its month and day swapped.
  const [typedDay, setTypedDay] = useState<string | null>(null);
  const [yearGrid, setYearGrid] = useState(false);
  // A new day from outside (the dialog reopened, a prefill) replaces whatever was typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== '') setTyped(null);
    if (value !== typedDay) setTypedDay(null);
  }
  const earliest = minDate && minDate > monthYearListStart ? dayOfDate(minDate) : undefined;
  const latest = maxDate && maxDate < monthYearListEnd ? dayOfDate(maxDate) : undefined;
  const tooEarly = (reading: DateReading) =>
    'day' in reading && earliest !== undefined && reading.day < earliest;

  const accept = (reading: DateReading, text: string, byTyping: boolean) => {
    if ('day' in reading && !tooEarly(reading)) {
      setTyped(null);
      setTypedDay(byTyping ? reading.day : null);
      onValidityChange?.(true);
      onChange(reading.day);
    } else {
      setTyped(text);
      setTypedDay(null);
      onValidityChange?.(false);
      onChange('');
    }
  };

  const clear = () => {
    setTyped(null);
    setTypedDay(null);
    onValidityChange?.(true);
    onChange('');
  };

  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const input = root.current?.querySelector('input');
    const before = takeOver?.();
    if (!input || !before) return;
    if (before.focused) input.focus();
    if (before.text !== null) typeInto(input, before.text);
    if (before.focused && before.selection) input.setSelectionRange(...before.selection);
    // Only once, at mount: later the field is this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="dahabi-datepicker" dir={rtl ? 'rtl' : 'ltr'} ref={root}>
      <ReactDatePicker
        id={id}
        name={name}
        selected={dateOfDay(value)}
        value={typed ?? undefined}
        onChange={(date: Date | null, event?: { type: string }) => {
          if (!date) return;
          // In the year grid a click chooses the year to show, not a date: back to that year's days.
          if (yearGrid) return setYearGrid(false);
          // react-datepicker also parses typed text (a 'change' event), after onChangeRaw has read it.
          if (event?.type === 'change') return;
          const reading = readDate(date, latest);
          accept(reading, 'day' in reading ? '' : dayText(date), false);
        }}
        onChangeRaw={(event) => {
          const target = event?.target as HTMLInputElement | undefined;
          if (!target || typeof target.value !== 'string') return;
          // An emptied field holds no date, and is no wrong one: a field that needs a day says so itself (its own
          // `invalid`), and an optional one (a filter's bound) is simply unset.
          if (target.value.trim() === '') return clear();
          accept(readTypedDate(target.value, latest), target.value, true);
        }}
        onCalendarClose={() => setYearGrid(false)}
        dateFormat={dateFormat}
        // Product §17: the order to type, in the person's language (the format stays MM/dd/yyyy, product §5).
        placeholderText={t('datePicker.placeholder')}
        locale={rtl ? 'ar-EG' : undefined}
        calendarStartDay={weekStart[language]}
        minDate={monthYearListStart}
        maxDate={monthYearListEnd}
        dayClassName={(date) => (latest && dayOfDate(date) > latest ? 'dahabi-datepicker-day--refused' : '')}
        showYearPicker={yearGrid}
        shouldCloseOnSelect={!yearGrid}
        yearItemNumber={yearItemNumber}
        timeIntervals={timeIntervals}
        showMonthDropdown
        showYearDropdown
        // product §9: 5 year items in the dropdown (10 when it scrolls): react-datepicker's scrolling list counts them.
        dropdownMode="scroll"
        scrollableYearDropdown={scrollableYearDropdown}
        yearDropdownItemNumber={
          scrollableYearDropdown ? scrollableYearDropdownItemNumber : yearDropdownItemNumber
        }
        // floating-ui reads the direction itself: "start" is the right edge in Arabic.
        popperPlacement="bottom-start"
        // Fixed, so the calendar is not clipped by a scrolling dialog body around the field.
        popperProps={{ strategy: 'fixed' }}
        popperClassName="dahabi-datepicker-popper"
        calendarClassName="dahabi-datepicker-calendar"
        strictParsing
        disabled={disabled}
        autoComplete="off"
        customInput={
          <TextInput
            dir="ltr"
            textAlign={rtl ? 'end' : 'start'}
            inputMode="numeric"
            aria-invalid={invalid || typed !== null || undefined}
            {...inputProps}
          />
        }
      >
        <div className="dahabi-datepicker-footer">
          <button
            type="button"
            className="dahabi-datepicker-mode"
            onClick={() => setYearGrid((grid) => !grid)}
          >
            {yearGrid ? t('datePicker.showDays') : t('datePicker.showYears')}
          </button>
        </div>
      </ReactDatePicker>
      {errorText !== undefined && <Field.ErrorText>{errorText}</Field.ErrorText>}
      <DateAdvice
        state={fieldState(value, typed, typedDay)}
        bounds={{ earliest, latest }}
        language={language}
        onChoose={(day) => accept({ day }, '', false)}
      />
    </div>
  );
}

/** Puts `text` in the input as typing does: React and react-datepicker read it from the input event. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function fieldState(value: string, typed: string | null, typedDay: string | null): DateFieldState {
  if (typed !== null) return { kind: 'refused', text: typed };
  if (value === '') return { kind: 'empty' };
  return { kind: 'day', day: value, typed: value === typedDay };
}

/** A picked day as the field writes it (MM/dd/yyyy), to keep a refused choice on screen. */
function dayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
