import { Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelector } from '@/lib/use-selector';
import { selectMayAdd } from '@machines/dashboard/selectors';
import { useDashboardEvents, type DashboardActorRef } from './dashboard-actor';
import { opensTransactionDialog } from '@/components/transaction-dialog/lazy-transaction-dialog';

/**
 * Product §10: a dashboard with no transaction yet invites the first one (the add dialog, or the CSV import on the
 * portfolio page) instead of showing zero cards and an empty chart. A viewer of a shared household (product §13) is
 * offered neither: they cannot add or import.
 */
export function EmptyDashboard({ actorRef }: { actorRef: DashboardActorRef }) {
  const { t } = useTranslation();
  const { addTransaction } = useDashboardEvents(actorRef);
  const canWrite = useSelector(actorRef, selectMayAdd);
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="dashboard-empty" minW={0}>
      <Card.Body p={{ base: 5, md: 8 }}>
        <Stack gap={4} maxW="38rem">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
            {t('dashboardEmpty.title')}
          </Heading>
          <Text color="fg.muted">{t('dashboardEmpty.body')}</Text>
          {canWrite && (
            <Flex gap={4} align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
              <Button colorPalette="gold" size="lg" onClick={addTransaction} {...opensTransactionDialog}>
                {t('dashboardEmpty.addFirst')}
              </Button>
              <ChakraLink asChild color="gold.fg" fontWeight="semibold" textAlign="center">
                <Link to="/dashboard/portfolio">{t('dashboardEmpty.toPortfolio')}</Link>
              </ChakraLink>
            </Flex>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
