import { Input } from '@chakra-ui/react';
import { isValid, parse } from 'date-fns';
import { arEG } from 'date-fns/locale/ar-EG';
import { forwardRef, type ComponentProps } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';
import {
  boundsWithin,
  dateFormat,
  dateOfDay,
  dayOfDate,
  scrollableYearDropdownItemNumber,
  timeIntervals,
  yearDropdownItemNumber,
  yearItemNumber,
} from './date-picker-config';

registerLocale('ar-EG', arEG);

export interface DatePickerProps {
  id?: string;
  name?: string;
  /** A calendar day `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** The chosen day, or '' while the typed text is not a date. */
  onChange: (day: string) => void;
  /** Reports whether the typed text is a valid date (spec §5: 'Date input not valid.'). */
  onValidityChange?: (valid: boolean) => void;
  language: 'ar' | 'en';
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  invalid?: boolean;
  /** Extra props for the text input (react-datepicker sets id, name and value itself). */
  inputProps?: ComponentProps<typeof Input>;
  /** Scrollable year dropdown (10 items instead of 5, spec §9). */
  scrollableYearDropdown?: boolean;
}

const TextInput = forwardRef<HTMLInputElement, ComponentProps<typeof Input>>(function TextInput(props, ref) {
  return <Input ref={ref} {...props} />;
});

function isCompleteDate(text: string): boolean {
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text.trim())) return false;
  return isValid(parse(text.trim(), dateFormat, new Date()));
}

/**
 * react-datepicker dressed for Dahabi (DESIGN §2): MM/dd/yyyy, the Arabic (ar-EG) locale and right-to-left layout
 * in Arabic, colours from the theme's tokens so it follows dark and light (date-picker.css).
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
}: DatePickerProps) {
  const rtl = language === 'ar';
  const bounds = boundsWithin(minDate, maxDate);
  const reportValidity = (valid: boolean) => onValidityChange?.(valid);

  return (
    <div className="dahabi-datepicker" dir={rtl ? 'rtl' : 'ltr'}>
      <ReactDatePicker
        id={id}
        name={name}
        selected={dateOfDay(value)}
        onChange={(date: Date | null) => {
          if (date) {
            reportValidity(true);
            onChange(dayOfDate(date));
          }
        }}
        onChangeRaw={(event) => {
          const target = event?.target as HTMLInputElement | undefined;
          if (!target || typeof target.value !== 'string') return;
          const text = target.value;
          if (text.trim() === '' || !isCompleteDate(text)) {
            reportValidity(false);
            onChange('');
          } else {
            reportValidity(true);
          }
        }}
        onInputError={() => reportValidity(false)}
        dateFormat={dateFormat}
        placeholderText={dateFormat}
        locale={rtl ? 'ar-EG' : undefined}
        minDate={bounds.minDate}
        maxDate={bounds.maxDate}
        yearItemNumber={yearItemNumber}
        timeIntervals={timeIntervals}
        showMonthDropdown
        showYearDropdown
        dropdownMode="select"
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
            aria-invalid={invalid || undefined}
            {...inputProps}
          />
        }
      />
    </div>
  );
}
