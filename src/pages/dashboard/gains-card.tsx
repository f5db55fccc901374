import { Box, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PortfolioValue } from '@contract/portfolio';
import { Amount, PrivateText } from '@/components/amount/amount';
import { formatAmount, formatPercent } from '@/i18n/format-number';
import { directionColour, directionOf } from '@/components/amount/change-direction';
import { Figure, figureBox } from './figure';

/**
 * Beside the total value, what a saver asks next (product §10): what it cost, and the gain or loss — unrealised on
 * what is held, realised by sells (ADR 007: weighted-average cost) — with the total of both.
 */
export function GainsCard({ totals }: { totals: PortfolioValue }) {
  const figures = [
    { key: 'costBasis', value: totals.cost_basis, signed: false },
    { key: 'unrealized', value: totals.unrealized_gain, signed: true, percent: totals.unrealized_gain_pct },
    { key: 'realized', value: totals.realized_gain, signed: true },
    { key: 'total', value: totals.total_gain, signed: true },
  ] as const;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="card-gains">
      <Card.Body p={{ base: 4, md: 5 }} gap={{ base: 4, md: 5 }}>
        <GainFigures figures={figures} />
        <WorkmanshipSplit totals={totals} />
      </Card.Body>
    </Card.Root>
  );
}

interface GainFigure {
  key: string;
  value: number;
  signed: boolean;
  percent?: number;
}

function GainFigures({ figures, testId }: { figures: readonly GainFigure[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: 4, md: 6 }} data-testid={testId}>
      {figures.map((f) => {
        const direction = f.signed ? directionOf(f.value) : 'flat';
        return (
          <Box key={f.key} minW={0} css={figureBox} data-testid={`gain-${f.key}`}>
            <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
              {t(`dashboard.gains.${f.key}`)}
            </Text>
            <Figure
              as="dd"
              shown={`+${formatAmount(f.value)}`}
              size={1.125}
              smallest={0.8}
              letterSpacing="normal"
              color={f.signed ? directionColour[direction] : undefined}
              data-direction={f.signed ? direction : undefined}
            >
              <Amount value={f.value} signed={f.signed} />
              {f.percent !== undefined && (
                <Text as="span" fontSize="sm" fontWeight="medium" ms={2}>
                  <PrivateText>{formatPercent(f.percent)}</PrivateText>
                </Text>
              )}
            </Figure>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * Of the unrealised gain, what the gold itself made and what the workmanship cost (it is not paid back on resale,
 * but for what the makers promised to refund). Unknown when some gold held has no workmanship recorded: then it
 * says so, never a zero.
 */
function WorkmanshipSplit({ totals }: { totals: PortfolioValue }) {
  const { t } = useTranslation();
  const known =
    totals.workmanship_known === true &&
    typeof totals.gold_gain === 'number' &&
    typeof totals.workmanship_paid === 'number';
  if (!known) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="gain-workmanship-unknown">
        {t('dashboard.gains.workmanshipUnknown')}
      </Text>
    );
  }
  const refundable = totals.refundable ?? 0;
  const figures: GainFigure[] = [
    { key: 'goldGain', value: totals.gold_gain!, signed: true },
    { key: 'workmanship', value: -totals.workmanship_paid!, signed: true },
  ];
  if (refundable > 0) figures.push({ key: 'refundable', value: refundable, signed: false });
  return (
    <Stack gap={2} borderTopWidth="1px" borderColor="border.muted" pt={{ base: 4, md: 5 }}>
      <Text fontSize="sm" color="fg.muted">
        {t('dashboard.gains.splitHint')}
      </Text>
      <GainFigures figures={figures} testId="gain-split" />
    </Stack>
  );
}
