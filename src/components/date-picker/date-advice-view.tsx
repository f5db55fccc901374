import { Button, Field, Text } from '@chakra-ui/react';
import { formatTransactionDate } from '@/components/portfolio/portfolio-format';

/** What the field holds: a day it accepted (`typed` when the person typed it), or text it refused. */
export type DateFieldState =
  { kind: 'day'; day: string; typed: boolean } | { kind: 'refused'; text: string } | { kind: 'empty' };

/** A calendar day in words, as the transaction list will show it: `٩ مايو ٢٠٢٥` / `9 May 2025`. */
export function dayInWords(day: string, language: 'ar' | 'en'): string {
  return formatTransactionDate(`${day}T12:00:00Z`, language);
}

export type AdviceLine = {
  key: 'date-echo' | 'date-swap-note' | 'date-bound' | 'date-order-hint';
  text: string;
  /** The other day the person may have meant, offered in one tap ("Use 5 September 2025"). */
  choice?: { day: string; label: string };
};

/** The line that says which day the field holds, in words. */
export const echoLine = (day: string, language: 'ar' | 'en'): AdviceLine => ({
  key: 'date-echo',
  text: dayInWords(day, language),
});

// The echo reads like the field's value; a note to check the order stands out without looking like an error (a
// darker orange than fg.warning in the light theme, which is under 4.5:1 on white).
const lineColour: Record<AdviceLine['key'], string | { base: string; _dark: string }> = {
  'date-echo': 'fg',
  'date-swap-note': { base: 'orange.700', _dark: 'orange.300' },
  'date-bound': 'fg.muted',
  'date-order-hint': 'fg.muted',
};

/**
 * The lines under the date field (date-advice.tsx says which). Apart from the reading of typed dates, so the field
 * drawn before the picker's code arrives (deferred-date-picker.tsx) shows the same lines for a day it is given.
 */
export function DateAdviceView({
  lines,
  onChoose,
}: {
  lines: AdviceLine[];
  /** Takes the other day a note offers, as if the person had picked it. */
  onChoose: (day: string) => void;
}) {
  // One helper text (the field's description for screen readers), announced as it changes.
  return (
    <Field.HelperText aria-live="polite" data-testid="date-advice" mt="1">
      {lines.map((line) => [
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
