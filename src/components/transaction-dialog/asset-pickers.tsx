import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import {
  offeredMainTypes,
  selectAssets,
  selectForm,
  selectIsEditing,
  selectProblem,
  selectTransaction,
  subTypesOf,
} from '@machines/transaction-dialog/selectors';
import type { MainType } from '@machines/transaction-dialog/types';
import { assetName } from './asset-name';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';
import { Select } from '@/components/select/select';

/**
 * Main type and sub type (product §2). Adding: only main types with items are offered, sub types sorted by order.
 * Editing: both shown read-only (product §4).
 */
export function AssetPickers({ actorRef }: { actorRef: TransactionDialogActor }) {
  const { t } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const editing = useSelector(actorRef, selectIsEditing);
  const transaction = useSelector(actorRef, selectTransaction);
  const assets = useSelector(actorRef, selectAssets);
  const form = useSelector(actorRef, selectForm);
  const problem = useSelector(actorRef, selectProblem);

  if (editing && transaction) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root readOnly>
          <Field.Label>{t('transaction.mainType')}</Field.Label>
          <Input readOnly value={t(`transaction.mainTypes.${transaction.asset_type}`)} />
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>{t('transaction.subType')}</Field.Label>
          <Input readOnly value={assetName(t, transaction.asset_code, transaction.asset_name)} />
        </Field.Root>
      </SimpleGrid>
    );
  }

  const mainTypes = offeredMainTypes(assets);
  const subTypes = subTypesOf(assets, form.mainType);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <Field.Root required invalid={problem === 'allFieldsRequired' && form.mainType === ''}>
        <Field.Label>
          {t('transaction.mainType')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Select value={form.mainType} onChange={(v) => events.setMainType(v as MainType | '')}>
          <option value="">{t('transaction.mainTypePlaceholder')}</option>
          {mainTypes.map((mainType) => (
            <option key={mainType} value={mainType}>
              {t(`transaction.mainTypes.${mainType}`)}
            </option>
          ))}
        </Select>
      </Field.Root>
      <Field.Root required disabled={form.mainType === ''} invalid={problem === 'subTypeRequired'}>
        <Field.Label>
          {t('transaction.subType')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Select
          value={form.assetId === null ? '' : String(form.assetId)}
          onChange={(v) => events.setSubType(v === '' ? null : Number(v))}
        >
          <option value="">{t('transaction.subTypePlaceholder')}</option>
          {subTypes.map((asset) => (
            <option key={asset.id} value={asset.id}>
              {assetName(t, asset.code, asset.name)}
            </option>
          ))}
        </Select>
      </Field.Root>
    </SimpleGrid>
  );
}
