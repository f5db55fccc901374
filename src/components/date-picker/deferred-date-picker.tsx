import { Field, Input } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateAdviceView, echoLine } from './date-advice-view';
import { typedTextOf } from './date-picker-config';
import type { DatePicker, DatePickerProps, FieldTakeOver } from './date-picker';

type PickerModule = { DatePicker: typeof DatePicker };
let loaded: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;

/** Fetches the picker's code (react-datepicker, date-fns, the reading of typed dates) once. */
function loadDatePicker(): Promise<PickerModule> {
  loading ??= import('./date-picker').then((m) => (loaded = m));
  return loading;
}

const selectionOf = (input: HTMLInputElement): [number, number] | null =>
  input.selectionStart === null || input.selectionEnd === null
    ? null
    : [input.selectionStart, input.selectionEnd];

/**
 * The date picker, its code fetched when a person heads for the field (a pointer over it, a press, the focus), not
 * with the page (architecture §7: a page's first view loads only what it draws; the calendar opens only from the
 * field). Until it arrives the field is drawn as the closed picker draws it, and can be typed into: the picker takes
 * over the focus, the caret and the typed text, which it reads as if typed into it.
 */
export function DeferredDatePicker(props: DatePickerProps) {
  const { t } = useTranslation();
  const [Picker, setPicker] = useState(() => loaded?.DatePicker);
  const [typed, setTyped] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const before = useRef<FieldTakeOver>({ focused: false, text: null, selection: null });
  if (Picker) return <Picker {...props} takeOver={() => before.current} />;

  const load = () =>
    void loadDatePicker().then((m) => {
      // Where the focus is now (an input taken off the page loses it before the picker mounts).
      const shell = input.current;
      before.current.focused = shell !== null && document.activeElement === shell;
      if (shell) before.current.selection = selectionOf(shell);
      setPicker(() => m.DatePicker);
    });
  const note = (e: SyntheticEvent<HTMLInputElement>) => {
    before.current.selection = selectionOf(e.currentTarget);
  };
  const { value, language, id, name, disabled, invalid, inputProps, errorText } = props;
  const rtl = language === 'ar';
  return (
    <div className="dahabi-datepicker" dir={rtl ? 'rtl' : 'ltr'}>
      <div className="react-datepicker-wrapper">
        <div className="react-datepicker__input-container">
          <Input
            dir="ltr"
            textAlign={rtl ? 'end' : 'start'}
            inputMode="numeric"
            aria-invalid={invalid || undefined}
            {...inputProps}
            id={id}
            name={name}
            value={typed ?? (value === '' ? '' : typedTextOf(value))}
            placeholder={t('datePicker.placeholder')}
            disabled={disabled}
            autoComplete="off"
            onPointerEnter={load}
            onPointerDown={load}
            ref={input}
            onFocus={load}
            onSelect={note}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              before.current.text = e.currentTarget.value;
              note(e);
              setTyped(e.currentTarget.value);
              load();
            }}
          />
        </div>
      </div>
      {errorText !== undefined && <Field.ErrorText>{errorText}</Field.ErrorText>}
      <DateAdviceView lines={value === '' ? [] : [echoLine(value, language)]} onChoose={() => {}} />
    </div>
  );
}
