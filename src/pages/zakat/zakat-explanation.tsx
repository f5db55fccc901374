import { Fragment } from 'react';
import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExplanationStep } from '@contract/zakat';
import { Amount } from '@/components/amount/amount';
import { SectionCard } from '@/components/section-card/section-card';
import { formatGregorianDay, formatHijriDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';

const MARK = '\u0001';
/** Values that are not money: shown as they are (grams, karat, rate) or as dates. */
const plainValues = new Set(['grams', 'karat', 'rate']);
const dayValues = new Set(['started_on', 'due_on']);

/**
 * One step of the server's explanation in the person's language. The sentence is translated with a marker in
 * place of each value, then each value is put back: money as <Amount/> (blurred in privacy mode), days in words.
 */
function Step({ step }: { step: ExplanationStep }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const marked = Object.fromEntries(Object.keys(step.values).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(`zakat.explanation.steps.${step.key}`, marked).split(MARK);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const value = step.values[part] ?? '';
        if (plainValues.has(part)) return <Fragment key={index}>{value}</Fragment>;
        if (dayValues.has(part))
          return <Fragment key={index}>{formatGregorianDay(value, language)}</Fragment>;
        // The Hijri day is written from the Gregorian due day, in the person's language and digits.
        if (part === 'due_on_hijri')
          return <Fragment key={index}>{formatHijriDay(step.values.due_on ?? '', language)}</Fragment>;
        return <Amount key={index} value={Number(value)} />;
      })}
    </>
  );
}

/** The computation step by step (issue 16 `explanation`). */
export function ZakatExplanation({ steps }: { steps: ExplanationStep[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('zakat.explanation.title')} gap="3">
      <List.Root as="ol" gap="2" ps="5" data-testid="zakat-explanation">
        {steps.map((step) => (
          <List.Item key={step.key} lineHeight="tall">
            <Step step={step} />
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
