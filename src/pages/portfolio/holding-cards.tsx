import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/amount/amount';
import { assetName } from '@/components/transaction-dialog/asset-name';
import type { Holding } from '@machines/portfolio/types';
import { CardLine, CardSummary, ExpandableCard } from '@/components/portfolio/expandable-card';
import { GainAmount } from '@/components/portfolio/gain-amount';
import { hasWorth, HoldingWorth } from './holding-worth';
import { HoldingsTotalsCard } from './holdings-totals';
import { holdingTypeKey } from '@/components/portfolio/portfolio-format';
import { AssetQuantity } from '@/components/portfolio/asset-quantity';
import styles from './holding-worth.module.css';

/** The assets as expandable cards on narrow screens (product §2). */
export function HoldingCards({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="3" aria-label={t('portfolio.assets.title')}>
      {holdings.map((holding) => (
        <ExpandableCard
          key={holding.uuid}
          testId="holding-card"
          summary={
            <CardSummary
              amount={holding.total_value}
              title={assetName(t, holding.asset_code, holding.asset_name)}
              detail={
                <>
                  <AssetQuantity
                    quantity={holding.quantity}
                    code={holding.asset_code}
                    mainType={holding.main_type}
                  />
                  {' · '}
                  {t(`portfolio.assets.types.${holdingTypeKey(holding.asset_type)}`)}
                </>
              }
            />
          }
        >
          <CardLine label={t('portfolio.assets.columns.type')}>
            {t(`portfolio.assets.types.${holdingTypeKey(holding.asset_type)}`)}
          </CardLine>
          <CardLine label={t('portfolio.assets.columns.quantity')}>
            <AssetQuantity
              quantity={holding.quantity}
              code={holding.asset_code}
              mainType={holding.main_type}
            />
          </CardLine>
          <CardLine label={t('portfolio.assets.columns.currentPrice')}>
            <Amount value={holding.current_price} />
          </CardLine>
          <CardLine label={t('portfolio.assets.columns.totalValue')}>
            <Amount value={holding.total_value} />
          </CardLine>
          <CardLine label={t('portfolio.assets.columns.averageCost')}>
            <Amount value={holding.average_cost} />
          </CardLine>
          <CardLine label={t('portfolio.assets.columns.gain')}>
            <GainAmount value={holding.unrealized_gain} percent={holding.unrealized_gain_pct} />
          </CardLine>
          {hasWorth(holding) && (
            <div className={styles.inCard}>
              <HoldingWorth holding={holding} />
            </div>
          )}
        </ExpandableCard>
      ))}
      <li>
        <HoldingsTotalsCard holdings={holdings} />
      </li>
    </Stack>
  );
}
