import { Button, CloseButton, Dialog, Flex, LocaleProvider, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import {
  selectAssetsFailed,
  selectCanDelete,
  selectCanSubmit,
  selectIsBusy,
  selectIsEditing,
  selectIsLoadingAssets,
  selectIsOpen,
  selectIsSubmitting,
} from '@machines/transaction-dialog/selectors';
import { DeleteConfirmation } from './delete-confirmation';
import { TransactionForm, transactionFormId } from './transaction-form';
import { useTransactionDialogEvents, type TransactionDialogActor } from './use-transaction-dialog';
import { DialogContent } from '@/components/dialog-content/dialog-content';

interface TransactionDialogViewProps {
  actorRef: TransactionDialogActor;
  /** Today's calendar day, the latest purchase date the picker offers. */
  today: string;
}

/** The add/edit transaction dialog (product §2): at most 95% of the viewport high, medium wide. */
export function TransactionDialogView({ actorRef, today }: TransactionDialogViewProps) {
  const { t, i18n } = useTranslation();
  const events = useTransactionDialogEvents(actorRef);
  const open = useSelector(actorRef, selectIsOpen);
  const editing = useSelector(actorRef, selectIsEditing);
  const loadingAssets = useSelector(actorRef, selectIsLoadingAssets);
  const assetsFailed = useSelector(actorRef, selectAssetsFailed);
  const submitting = useSelector(actorRef, selectIsSubmitting);
  const busy = useSelector(actorRef, selectIsBusy);
  const canSubmit = useSelector(actorRef, selectCanSubmit);
  const canDelete = useSelector(actorRef, selectCanDelete);

  // Ark components read their direction from the locale context, not from <html dir>: right-to-left in Arabic.
  return (
    <LocaleProvider locale={i18n.language === 'en' ? 'en-US' : 'ar-EG'}>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => !e.open && events.close()}
        size="md"
        placement="center"
        scrollBehavior="inside"
        closeOnInteractOutside={!busy}
        // A click outside closes it; focus leaving does not (the modal traps focus, so focus moving out is an earlier
        // dialog handing focus back as this one opens, not the person).
        onFocusOutside={(e) => e.preventDefault()}
        closeOnEscape={!busy}
        // Escape in an open calendar closes the calendar, not the whole form.
        onEscapeKeyDown={(e) => {
          if (document.querySelector('.dahabi-datepicker-popper')) e.preventDefault();
        }}
        lazyMount
        unmountOnExit
      >
        <DialogContent px={{ base: '3', sm: '4' }} maxH="95dvh" data-testid="transaction-dialog">
          <Dialog.Header>
            <Dialog.Title>{t(editing ? 'transaction.editTitle' : 'transaction.addTitle')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.CloseTrigger asChild disabled={busy}>
            <CloseButton size="sm" aria-label={t('transaction.close')} />
          </Dialog.CloseTrigger>
          <Dialog.Body>
            {loadingAssets ? (
              <Flex direction="column" align="center" gap="3" py="10" role="status">
                <Spinner size="lg" color="gold.solid" />
                <Text color="fg.muted">{t('transaction.loadingAssets')}</Text>
              </Flex>
            ) : assetsFailed ? (
              <Stack align="center" gap="4" py="8" textAlign="center">
                <Text>{t('transaction.assetsFailed')}</Text>
                <Button variant="outline" onClick={events.retryAssets}>
                  {t('transaction.retry')}
                </Button>
              </Stack>
            ) : (
              <TransactionForm actorRef={actorRef} today={today} />
            )}
          </Dialog.Body>
          <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
            {editing ? (
              <Button colorPalette="red" variant="ghost" onClick={events.requestDelete} disabled={!canDelete}>
                {t('transaction.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Flex gap="3">
              <Button variant="outline" onClick={events.close} disabled={busy}>
                {t('transaction.cancel')}
              </Button>
              <Button
                type="submit"
                form={transactionFormId}
                colorPalette="gold"
                loading={submitting}
                disabled={!canSubmit && !submitting}
              >
                {t(editing ? 'transaction.save' : 'transaction.add')}
              </Button>
            </Flex>
          </Dialog.Footer>
          <DeleteConfirmation actorRef={actorRef} />
        </DialogContent>
      </Dialog.Root>
    </LocaleProvider>
  );
}
