import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsConfirmingDelete, selectIsDeleting } from '@machines/transaction-dialog/selectors';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';

/** spec §2: the delete confirmation sub-dialog, hidden by default, with cancel and delete. */
export function DeleteConfirmation({ actorRef }: { actorRef: TransactionDialogActor }) {
  const { t } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const open = useSelector(actorRef, selectIsConfirmingDelete);
  const deleting = useSelector(actorRef, selectIsDeleting);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && !deleting && events.cancelDelete()}
      size="sm"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('transaction.deleteTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('transaction.deleteConfirm')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={events.cancelDelete} disabled={deleting}>
                {t('transaction.cancel')}
              </Button>
              <Button colorPalette="red" onClick={events.confirmDelete} loading={deleting}>
                {t('transaction.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
