import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ZakatResponse } from '@contract/zakat';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import { SectionCard } from '@/components/section-card/section-card';
import { AssetQuantity } from '@/components/portfolio/asset-quantity';

/** Every holding, counted or not and why, then the cash, money owed to the person and debts entered (product §12). */
export function ZakatItems({ zakat }: { zakat: ZakatResponse }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('zakat.items.title')} gap="3">
      {zakat.items.length === 0 && <Text color="fg.muted">{t('zakat.items.empty')}</Text>}
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {zakat.items.map((item) => (
          <Box
            as="li"
            key={item.asset_code}
            data-testid={`zakat-item-${item.asset_code}`}
            py="3"
            borderBottomWidth="1px"
            borderColor="border.muted"
            display="flex"
            gap="3"
            alignItems="flex-start"
            justifyContent="space-between"
          >
            <Stack gap="1" flex="1" minW="0">
              <Stack direction="row" gap="2" align="center" flexWrap="wrap">
                <Text fontWeight="600">{assetName(t, item.asset_code, item.asset_name)}</Text>
                <Badge colorPalette={item.included ? 'green' : 'gray'} variant="subtle">
                  {item.included ? t('zakat.items.included') : t('zakat.items.excluded')}
                </Badge>
              </Stack>
              <Text color="fg.muted" fontSize="sm">
                {t(`zakat.items.reason.${item.reason}`)}
              </Text>
            </Stack>
            <Stack gap="0.5" align="flex-end" flexShrink={0}>
              <Box
                fontWeight="600"
                color={item.included ? undefined : 'fg.muted'}
                textDecoration={item.included ? undefined : 'line-through'}
              >
                <Amount value={item.value} />
              </Box>
              <Text color="fg.muted" fontSize="sm">
                <AssetQuantity quantity={item.quantity} code={item.asset_code} mainType={item.asset_type} />
              </Text>
            </Stack>
          </Box>
        ))}
        <Line label={t('zakat.items.cash')} value={zakat.settings.cash_egp} testId="zakat-item-cash" />
        <Line
          label={t('zakat.items.receivables')}
          value={zakat.settings.receivables_egp}
          testId="zakat-item-receivables"
        />
        <Line
          label={t('zakat.items.debts')}
          value={zakat.settings.debts_egp > 0 ? -zakat.settings.debts_egp : 0}
          testId="zakat-item-debts"
        />
      </Stack>
      <Text color="fg.subtle" fontSize="xs">
        {t('zakat.items.constantNote')}
      </Text>
    </SectionCard>
  );
}

function Line({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box
      as="li"
      data-testid={testId}
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      display="flex"
      justifyContent="space-between"
      gap="3"
    >
      <Text fontWeight="600">{label}</Text>
      <Box fontWeight="600">
        <Amount value={value} />
      </Box>
    </Box>
  );
}
