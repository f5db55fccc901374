import { useTranslation } from 'react-i18next';
import { Trans } from '@/i18n/trans';
import { Amount } from '@/components/amount/amount';
import type { Holding } from '@machines/portfolio/types';
import { CardLine } from '@/components/portfolio/expandable-card';
import { GainAmount } from '@/components/portfolio/gain-amount';
import { percentOf } from '@/components/portfolio/portfolio-format';
import styles from './holding-worth.module.css';

/** Whether a holding has the worth split to show: gold, answered by a server that sends it. */
export function hasWorth(holding: Holding): boolean {
  return holding.asset_type === 'gold' && holding.resale_value !== undefined;
}

/**
 * What a gold holding is really worth: its cost split into gold and workmanship, the maker's refund, what the shop
 * pays today and the shop price that recovers the cost, with one sentence that says it plainly. A workmanship that was
 * not recorded reads "Not recorded", never 0.
 */
export function HoldingWorth({ holding }: { holding: Holding }) {
  const { t } = useTranslation();
  const known = holding.workmanship_known === true;
  const unknown = <p className={styles.unknown}>{t('portfolio.worth.unknown')}</p>;
  const shop = holding.resale_value ?? holding.total_value;
  return (
    <div className={styles.worth} data-testid="holding-worth">
      <p className={styles.title}>{t('portfolio.worth.title')}</p>
      <p className={styles.sentence} data-testid="worth-sentence">
        <Trans
          i18nKey={known ? 'portfolio.worth.sentence' : 'portfolio.worth.sentenceUnknown'}
          components={{
            shop: <Amount value={shop} currency={null} />,
            paid: <Amount value={holding.cost_basis} currency={null} />,
            work: <Amount value={holding.workmanship_paid ?? 0} currency={null} />,
          }}
        />
      </p>
      <CardLine label={t('portfolio.worth.goldCost')}>
        {holding.gold_cost != null ? <Amount value={holding.gold_cost} /> : unknown}
      </CardLine>
      <CardLine label={t('portfolio.worth.workmanshipPaid')}>
        {holding.workmanship_paid != null ? <Amount value={holding.workmanship_paid} /> : unknown}
      </CardLine>
      <CardLine label={t('portfolio.worth.refundable')}>
        <Amount value={holding.refundable ?? 0} />
      </CardLine>
      <CardLine label={t('portfolio.worth.goldGain')}>
        {holding.gold_gain != null && holding.gold_cost != null ? (
          <GainAmount value={holding.gold_gain} percent={percentOf(holding.gold_gain, holding.gold_cost)} />
        ) : (
          unknown
        )}
      </CardLine>
      <CardLine label={t('portfolio.worth.shopPays')}>
        <Amount value={shop} />
      </CardLine>
      <CardLine label={t('portfolio.worth.breakEven')}>
        <Amount value={holding.break_even_price ?? holding.average_cost} />
      </CardLine>
    </div>
  );
}
