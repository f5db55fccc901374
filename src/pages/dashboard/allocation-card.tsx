import { Box, Card, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivacyMode } from '@/app/preferences/use-preferences';
import { Amount, PrivateText } from '@/components/amount/amount';
import { formatShare } from '@/i18n/format-number';
import { selectAllocation } from '@machines/dashboard/selectors';
import { allocationGroups, type AllocationGroup } from '@machines/dashboard/types';
import type { DashboardActorRef } from './dashboard-actor';

/** One colour per group, told apart in both themes; the legend names each, so colour is never the only cue. */
const colours: Record<AllocationGroup, string> = {
  pounds: 'gold.500',
  gram_24k: 'yellow.400',
  gram_21k: 'orange.400',
  gram_18k: 'orange.700',
  gram_14k: 'red.500',
  jewellery: 'pink.500',
  gold_ingots: 'gold.300',
  silver: 'gray.400',
  currencies: 'teal.500',
};

/**
 * Product §10: how today's value splits over pounds, grams by karat, jewellery, ingots and currencies, as one bar of
 * shares and a legend. Plain boxes, no chart library: nothing to load, and the bar runs from the start of the line
 * in either direction. Privacy mode (product §1) hides the shares as well as the amounts: the bar becomes one even band,
 * the legend takes a fixed order and every figure the fixed mask.
 */
export function AllocationCard({ actorRef }: { actorRef: DashboardActorRef }) {
  const { t } = useTranslation();
  // Drawn deferred, like the totals cards: a render in slices rather than in the store update's one go.
  const bySize = useDeferredValue(useSelector(actorRef, selectAllocation));
  const hidden = usePrivacyMode();
  // Largest first tells the ranking: in privacy mode the legend keeps one fixed order instead.
  const slices = hidden
    ? [...bySize].sort((a, b) => allocationGroups.indexOf(a.group) - allocationGroups.indexOf(b.group))
    : bySize;

  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="allocation-card" minW={0}>
      <Card.Header pb={0}>
        <Card.Title as="h2">{t('allocation.title')}</Card.Title>
        <Card.Description>{t('allocation.hint')}</Card.Description>
      </Card.Header>
      <Card.Body pt={4} gap={4}>
        {slices.length === 0 ? (
          <Text color="fg.muted">{t('allocation.noValue')}</Text>
        ) : (
          <>
            <Flex
              h={3}
              borderRadius="full"
              overflow="hidden"
              gap="2px"
              aria-hidden
              data-testid="allocation-bar"
              title={hidden ? t('allocation.hiddenBar') : undefined}
            >
              {hidden ? (
                <Box flex="1" bg="border.emphasized" />
              ) : (
                slices.map((s) => (
                  <Box
                    key={s.group}
                    bg={colours[s.group]}
                    flexBasis={`${s.share * 100}%`}
                    flexShrink={1}
                    minW="2px"
                    data-group={s.group}
                  />
                ))
              )}
            </Flex>
            <Stack as="ul" gap={2.5} listStyleType="none" m={0} p={0}>
              {slices.map((s) => (
                <Flex
                  as="li"
                  key={s.group}
                  align="baseline"
                  gap={2}
                  wrap="wrap"
                  minW={0}
                  data-testid={`allocation-${s.group}`}
                >
                  <chakra.span
                    boxSize="0.7rem"
                    borderRadius="sm"
                    bg={colours[s.group]}
                    flexShrink={0}
                    alignSelf="center"
                  />
                  <Text as="span" flex="1" minW="6rem" fontWeight="medium">
                    {t(`allocation.groups.${s.group}`)}
                  </Text>
                  <Text as="span" fontWeight="semibold" color="gold.fg">
                    <PrivateText>{formatShare(s.share)}</PrivateText>
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted" maxW="full" overflowWrap="anywhere">
                    <Amount value={s.value} />
                  </Text>
                </Flex>
              ))}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
