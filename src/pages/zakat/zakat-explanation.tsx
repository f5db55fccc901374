import { Fragment } from 'react';
import { Heading, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExplanationStep } from '@contract/zakat';
import { Amount } from '@/components/amount/amount';
import { SectionCard } from '@/components/section-card/section-card';
import { formatGregorianDay, formatHijriDay } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';

const MARK = '\u0001';
/** Values that are not money: shown as they are (grams, karat, rate) or as dates. */
const plainValues = new Set(['grams', 'karat', 'rate', 'years']);
const dayValues = new Set(['started_on', 'due_on', 'day']);
/** Steps that open a section: each unpaid year's due day, then today's position (product §12). */
const sectionSteps = new Set(['due_year', 'today']);

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
        if (part === 'taken_at')
          return (
            <Fragment key={index}>
              {new Date(value).toLocaleString(language === 'ar' ? 'ar-EG' : 'en-GB', {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'Africa/Cairo',
              })}
            </Fragment>
          );
        return <Amount key={index} value={Number(value)} />;
      })}
    </>
  );
}

/**
 * The computation step by step (product §12 `explanation`), in sections: each unpaid year on its due day's figures,
 * then today's position (product §12). Every figure names its day.
 */
export function ZakatExplanation({ steps }: { steps: ExplanationStep[] }) {
  const { t } = useTranslation();
  const sections: ExplanationStep[][] = [];
  for (const step of steps) {
    if (sectionSteps.has(step.key) || sections.length === 0) sections.push([]);
    sections.at(-1)!.push(step);
  }
  return (
    <SectionCard title={t('zakat.explanation.title')} gap="4">
      <Stack gap="4" data-testid="zakat-explanation">
        {sections.map((section, i) => {
          const [head, ...rest] = section;
          const titled = head !== undefined && sectionSteps.has(head.key);
          return (
            <Stack key={i} gap="2" data-testid={`zakat-explanation-${head?.key ?? 'steps'}`}>
              {titled && (
                <Heading as="h3" size="sm">
                  <Step step={head} />
                </Heading>
              )}
              <List.Root as="ol" gap="2" ps="5">
                {(titled ? rest : section).map((step, j) => (
                  <List.Item key={j} lineHeight="tall">
                    <Step step={step} />
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
