import { Badge, Box, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@contract/alerts';
import {
  selectCanMarkAll,
  selectCanRetry,
  selectFailure,
  selectIsLoading,
  selectIsMarking,
  selectLoadFailure,
  selectNotifications,
} from '@machines/notifications/selectors';
import type { NotificationsActor } from '@/app/notifications/notifications-actor';
import { useNotificationsEvents } from '@/app/notifications/use-notifications-events';
import { useLanguage } from '@/app/preferences/use-preferences';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoading } from '@/components/page-loading/page-loading';
import { formatCairoTime } from '@/i18n/cairo-time';
import { firedText, messageText } from '@/components/alerts/alert-text';
import { FailureCallout } from '@/components/alerts/failure-callout';

/** The notifications page (product §14): newest first, unread ones marked, each or all marked read. */
export function NotificationsView({ actorRef }: { actorRef: NotificationsActor }) {
  const { t } = useTranslation();
  const events = useNotificationsEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const loadFailure = useSelector(actorRef, selectLoadFailure);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const notifications = useSelector(actorRef, selectNotifications);
  const failure = useSelector(actorRef, selectFailure);
  const canMarkAll = useSelector(actorRef, selectCanMarkAll);
  const marking = useSelector(actorRef, selectIsMarking);

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          notifications && notifications.length > 0 ? (
            <Button variant="outline" disabled={!canMarkAll} onClick={events.markAllRead}>
              {t('notifications.markAllRead')}
            </Button>
          ) : undefined
        }
      />
      {loading && <PageLoading label={t('notifications.loading')} />}
      {loadFailure && (
        <LoadFailedAlert
          message={messageText(t, loadFailure)}
          messageTestId="error-box"
          retryLabel={t('notifications.retry')}
          canRetry={canRetry}
          onRetry={events.retry}
        />
      )}
      {failure && <FailureCallout message={failure} />}
      {notifications && notifications.length === 0 && (
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body>
            <Text color="fg.muted">{t('notifications.empty')}</Text>
            <Box mt="3">
              <Button asChild variant="outline" colorPalette="gold" size="sm">
                <Link to="/dashboard/alerts">{t('notifications.toAlerts')}</Link>
              </Button>
            </Box>
          </Card.Body>
        </Card.Root>
      )}
      {notifications && notifications.length > 0 && (
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body py="2">
            <Stack as="ul" gap="0" listStyleType="none">
              {notifications.map((n, i) => (
                <NotificationRow
                  key={n.uuid}
                  notification={n}
                  first={i === 0}
                  disabled={marking}
                  onRead={() => events.markRead(n.uuid)}
                />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function NotificationRow(props: {
  notification: Notification;
  first: boolean;
  disabled: boolean;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = props.notification;
  return (
    <Flex
      as="li"
      data-testid={`notification-${n.uuid}`}
      data-read={n.read}
      gap="3"
      py="3"
      align="center"
      borderTopWidth={props.first ? '0' : '1px'}
      borderColor="border.muted"
    >
      <Box
        aria-hidden="true"
        flexShrink={0}
        boxSize="2.5"
        borderRadius="full"
        bg={n.read ? 'transparent' : 'gold.solid'}
      />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight={n.read ? 'normal' : 'semibold'}>{notificationText(t, n)}</Text>
        <Flex gap="2" align="center" fontSize="sm" color="fg.muted">
          <time dateTime={n.created_at}>{formatCairoTime(n.created_at, language)}</time>
          {!n.read && (
            <Badge colorPalette="gold" size="sm">
              {t('notifications.unread')}
            </Badge>
          )}
        </Flex>
      </Stack>
      {!n.read && (
        <Button size="xs" variant="ghost" disabled={props.disabled} onClick={props.onRead}>
          {t('notifications.markRead')}
        </Button>
      )}
    </Flex>
  );
}

function notificationText(t: ReturnType<typeof useTranslation>['t'], n: Notification): string {
  if (n.kind !== 'price_alert' || !n.instrument || !n.condition || !n.threshold || !n.price)
    return t('notifications.monthlyReport');
  return firedText(t, {
    instrument: n.instrument,
    condition: n.condition,
    threshold: n.threshold,
    price: n.price,
  });
}
