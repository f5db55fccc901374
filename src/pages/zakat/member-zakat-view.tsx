import { Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MemberZakat } from '@contract/household';
import type { ZakatMembersMachine } from '@machines/zakat-members/zakat-members.machine';
import { selectIsLoading, selectLoadingFailed, selectResults } from '@machines/zakat-members/selectors';
import { Amount } from '@/components/amount/amount';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { MemberDot } from '@/components/member-dot/member-dot';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoading } from '@/components/page-loading/page-loading';
import { joinParts } from '@/i18n/calendar-day';
import { toLanguage } from '@/i18n/languages';
import { useMemberZakatEvents } from './use-member-zakat-events';

const stateColour = { below_nisab: 'gray', running: 'blue', due: 'orange' } as const;

/**
 * The whole family's zakat (product §13 and §12): each member's own result, one below the other, and what the family
 * owes in all: the sum of what each member owes, never a pooled computation.
 */
export function MemberZakatView({
  actorRef,
  onOpen,
}: {
  actorRef: ActorRefFrom<ZakatMembersMachine>;
  /** Shows one member's computation in full (the member switcher's choice). */
  onOpen: (member: string) => void;
}) {
  const { t } = useTranslation();
  const events = useMemberZakatEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const failed = useSelector(actorRef, selectLoadingFailed);
  const results = useSelector(actorRef, selectResults);
  return (
    <Stack gap={{ base: 5, md: 6 }} maxW="5xl">
      <PageHeader title={t('zakat.title')} subtitle={t('household.zakat.subtitle')} />
      {loading && <PageLoading label={t('zakat.loading')} />}
      {failed && (
        <LoadFailedAlert
          message={t('zakat.loadError')}
          retryLabel={t('common.retry')}
          canRetry
          onRetry={events.retry}
          testId="error-box"
        />
      )}
      {results && (
        <Card.Root variant="outline" bg={results.total_due > 0 ? 'gold.subtle' : 'bg.panel'}>
          <Card.Body gap="1">
            <Text color="fg.muted" fontWeight="600">
              {t('household.zakat.total')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="member-zakat-total">
              <Amount value={results.total_due} />
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t('household.zakat.totalText')}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {results && (
        <Stack as="ul" gap="3" listStyleType="none">
          {results.members.map((result) => (
            <MemberZakatCard key={result.member.uuid} result={result} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MemberZakatCard({ result, onOpen }: { result: MemberZakat; onOpen: (m: string) => void }) {
  const { t, i18n } = useTranslation();
  const { member, zakat } = result;
  const state = zakat.hawl.state;
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" data-testid={`member-zakat-${member.uuid}`}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold" fontSize="lg">
            <MemberDot colour={member.colour} name={member.name} />
          </Text>
          <Badge colorPalette={stateColour[state]}>{t(`zakat.hawl.state.${state}`)}</Badge>
        </Flex>
        {/* Each member's own settings (product §12): the rules their result follows. */}
        <Text color="fg.muted" fontSize="sm" data-testid="member-zakat-settings">
          {joinParts(
            [
              t(`zakat.settings.nisabBasis.${zakat.settings.nisab_basis}`),
              t(`zakat.settings.hawlRule.${zakat.settings.hawl_rule}`),
              t(`zakat.settings.jewellery.label`) +
                ': ' +
                t(`zakat.settings.jewellery.${zakat.settings.jewellery}`),
              t(`zakat.settings.year.${zakat.settings.year}`),
            ],
            toLanguage(i18n.language),
          )}
        </Text>
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="0.5">
            {state === 'due' && (
              <>
                <Text color="fg.muted" fontSize="sm">
                  {t('zakat.summary.due')}
                </Text>
                <Text fontSize="xl" fontWeight="bold" data-testid="member-zakat-amount">
                  <Amount value={zakat.amount_due} />
                </Text>
              </>
            )}
            {state === 'running' && zakat.estimate !== null && (
              <>
                <Text color="fg.muted" fontSize="sm">
                  {t('zakat.summary.ifEndedToday')}
                </Text>
                <Text fontSize="xl" fontWeight="bold" data-testid="member-zakat-amount">
                  <Amount value={zakat.estimate} />
                </Text>
              </>
            )}
            {state === 'running' && zakat.estimate === null && (
              <Text color="fg.muted">{t('zakat.summary.runningBelowText')}</Text>
            )}
            {state === 'below_nisab' && <Text color="fg.muted">{t('household.zakat.below')}</Text>}
          </Stack>
          <Button size="sm" variant="outline" colorPalette="gold" onClick={() => onOpen(member.uuid)}>
            {t('household.zakat.open')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
