import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonsProps {
  /** what the red button does ("Leave", "Remove") */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** the confirmed step is under way: the red button spins and cancelling is no longer offered */
  busy: boolean;
}

/** The second step of an irreversible action asked about in place: cancel, or confirm in red. */
export function ConfirmButtons({ confirmLabel, onConfirm, onCancel, busy }: ConfirmButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button size="sm" colorPalette="red" onClick={onConfirm} loading={busy}>
        {confirmLabel}
      </Button>
    </>
  );
}
