import { chakra, Field, SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { hawlRules, jewelleryRules, nisabBases, zakatYears } from '@contract/zakat-values';
import {
  selectCanSaveSettings,
  selectCashProblem,
  selectDebtsProblem,
  selectIsSavingSettings,
  selectReceivablesProblem,
  selectSettingsForm,
  selectMayWrite,
} from '@machines/zakat/selectors';
import type { SettingsField } from '@machines/zakat/types';
import { PoundsField, ZakatFailure, ZakatSubmit, type ZakatFailureText } from './zakat-form-parts';
import type { useZakatEvents, ZakatActor } from './use-zakat-events';
import { SectionCard } from '@/components/section-card/section-card';
import { Select } from '@/components/select/select';

type Events = ReturnType<typeof useZakatEvents>;

const choiceFields = [
  { field: 'nisabBasis', key: 'nisabBasis', options: nisabBases },
  { field: 'hawlRule', key: 'hawlRule', options: hawlRules },
  { field: 'jewellery', key: 'jewellery', options: jewelleryRules },
  { field: 'year', key: 'year', options: zakatYears },
] as const;

/**
 * The person's zakat settings, each with a short neutral note (product §12); amounts read by contract/number-input. A
 * viewer of a shared household reads them and cannot change them (product §13: only its owner and editors write).
 */
export function ZakatSettingsForm(props: {
  actorRef: ZakatActor;
  events: Events;
  failure?: ZakatFailureText | null;
}) {
  const { actorRef, events } = props;
  const { t } = useTranslation();
  const form = useSelector(actorRef, selectSettingsForm);
  const cashProblem = useSelector(actorRef, selectCashProblem);
  const debtsProblem = useSelector(actorRef, selectDebtsProblem);
  const receivablesProblem = useSelector(actorRef, selectReceivablesProblem);
  const canSave = useSelector(actorRef, selectCanSaveSettings);
  const saving = useSelector(actorRef, selectIsSavingSettings);
  const canWrite = useSelector(actorRef, selectMayWrite);

  const amountField = (
    field: 'cashEgp' | 'receivablesEgp' | 'debtsEgp',
    key: 'cash' | 'receivables' | 'debts',
    problem: typeof cashProblem,
  ) => (
    <PoundsField
      label={t(`zakat.settings.${key}.label`)}
      name={field}
      value={form[field]}
      onChange={(value) => events.editSettings(field, value)}
      problem={problem}
      note={t(`zakat.settings.${key}.note`)}
    />
  );

  return (
    <SectionCard title={t('zakat.settings.title')} gap="5">
      <chakra.fieldset
        disabled={!canWrite}
        border="0"
        m="0"
        p="0"
        minW="0"
        data-testid="zakat-settings-fields"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {choiceFields.map(({ field, key, options }) => (
            <Field.Root key={field}>
              <Field.Label>{t(`zakat.settings.${key}.label`)}</Field.Label>
              <Select
                name={field}
                value={form[field]}
                onChange={(v) => events.editSettings(field as SettingsField, v)}
              >
                {options.map((option) => (
                  <option key={option} value={option}>
                    {t(`zakat.settings.${key}.${option}`)}
                  </option>
                ))}
              </Select>
              <Field.HelperText data-testid={`zakat-${field}-note`}>
                {/* Each nisab basis names who holds it: the note follows the basis chosen. */}
                {field === 'nisabBasis'
                  ? t(`zakat.settings.nisabBasis.notes.${form.nisabBasis}`)
                  : t(`zakat.settings.${key}.note`)}
              </Field.HelperText>
            </Field.Root>
          ))}
          {amountField('cashEgp', 'cash', cashProblem)}
          {amountField('receivablesEgp', 'receivables', receivablesProblem)}
          {amountField('debtsEgp', 'debts', debtsProblem)}
        </SimpleGrid>
      </chakra.fieldset>
      {props.failure && <ZakatFailure failure={props.failure} testId="zakat-settings-error" />}
      {canWrite && (
        <ZakatSubmit kind="settings" ready={canSave} busy={saving} onClick={events.saveSettings} />
      )}
    </SectionCard>
  );
}
