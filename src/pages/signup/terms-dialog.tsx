import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DisclaimerText } from '@/components/auth/disclaimer-text';
import { ChakraIsland } from '@/app/layouts/chakra-island';
import { DialogContent } from '@/components/dialog-content/dialog-content';

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The confirm button: agrees and closes. */
  onConfirm: () => void;
}

/** product §2: the read-more link opens the disclaimer in a dialog with a confirm button. Loaded on first use. */
export default function TermsDialog({ open, onClose, onConfirm }: TermsDialogProps) {
  const { t } = useTranslation();
  return (
    <ChakraIsland>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => !e.open && onClose()}
        placement="center"
        scrollBehavior="inside"
      >
        <DialogContent maxW="lg">
          <Dialog.Header>
            <Dialog.Title>{t('terms.dialogTitle')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <DisclaimerText />
          </Dialog.Body>
          <Dialog.Footer>
            <Button colorPalette="gold" onClick={onConfirm}>
              {t('terms.confirm')}
            </Button>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t('common.close')} />
          </Dialog.CloseTrigger>
        </DialogContent>
      </Dialog.Root>
    </ChakraIsland>
  );
}
