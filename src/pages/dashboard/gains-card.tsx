import { Box, Card, SimpleGrid, Text } from '@chakra-ui/react';
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
  const { t } = useTranslation();
  const figures = [
    { key: 'costBasis', value: totals.cost_basis, signed: false },
    { key: 'unrealized', value: totals.unrealized_gain, signed: true, percent: totals.unrealized_gain_pct },
    { key: 'realized', value: totals.realized_gain, signed: true },
    { key: 'total', value: totals.total_gain, signed: true },
  ] as const;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="card-gains">
      <Card.Body p={{ base: 4, md: 5 }}>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: 4, md: 6 }}>
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
                  {'percent' in f && (
                    <Text as="span" fontSize="sm" fontWeight="medium" ms={2}>
                      <PrivateText>{formatPercent(f.percent)}</PrivateText>
                    </Text>
                  )}
                </Figure>
              </Box>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
