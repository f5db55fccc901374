import { Box, IconButton } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectUnread } from '@machines/notifications/selectors';
import { BellIcon } from '@/components/icons/icons';
import type { NotificationsActor } from './notifications-actor';

/**
 * The top bar's bell: a link to the notifications, with the unread count at its corner, outside the bell's outline
 * (ringed in the page's colour), so the bell stays visible under it on a phone's small button.
 */
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
            top={{ base: '-1.5', md: '-1' }}
            insetEnd={{ base: '-2.5', md: '-2' }}
            minW="3.5"
            h="3.5"
            px="0.5"
            borderRadius="full"
            borderWidth="2px"
            borderColor="bg"
            boxSizing="content-box"
            bg="red.solid"
            color="white"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1"
            pointerEvents="none"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Link>
    </IconButton>
  );
}
