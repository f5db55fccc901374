import { Box, IconButton } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectUnread } from '@machines/notifications/selectors';
import { BellIcon } from '@/components/icons/icons';
import type { NotificationsActor } from './notifications-actor';

/** The top bar's bell: a link to the notifications, with the unread count on it. */
export function NotificationBell({ actorRef }: { actorRef: NotificationsActor }) {
  const { t } = useTranslation();
  const unread = useSelector(actorRef, selectUnread);
  return (
    <IconButton
      asChild
      variant="ghost"
      size={{ base: 'sm', md: 'md' }}
      position="relative"
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title')}
    >
      <Link to="/dashboard/notifications">
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="unread-count"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4.5"
            textAlign="center"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Link>
    </IconButton>
  );
}
