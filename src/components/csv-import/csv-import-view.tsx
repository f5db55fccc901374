import { Button, Flex, LocaleProvider, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportActor } from '@machines/import/import.machine';
import {
  selectExportFailed,
  selectIsExporting,
  selectIsOpen,
  selectMayImport,
} from '@machines/import/selectors';
import { useImportEvents } from './use-import';

// The dialog (Chakra's dialog, focus trap, preview table) is fetched the first time someone opens it, not with the
// portfolio page (architecture §7: the page's JavaScript stays within architecture §7's budget).
const ImportDialog = lazy(() => import('./import-dialog'));

/**
 * The Portfolio page's CSV buttons (export both lists, import) and the import dialog (product §15). Where the machine
 * refuses the import (a viewer's) only the exports are offered.
 */
export function CsvImportView({ actorRef }: { actorRef: ImportActor }) {
  const canImport = useSelector(actorRef, selectMayImport);
  const { t, i18n } = useTranslation();
  const events = useImportEvents(actorRef);
  const exporting = useSelector(actorRef, selectIsExporting);
  const exportFailed = useSelector(actorRef, selectExportFailed);
  return (
    <Stack gap="2">
      <Flex gap="2" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={() => events.download('transactions')}
          loading={exporting}
        >
          {t('csvImport.exportTransactions')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => events.download('holdings')} disabled={exporting}>
          {t('csvImport.exportHoldings')}
        </Button>
        {canImport && (
          <Button variant="outline" size="sm" colorPalette="gold" onClick={events.open}>
            {t('csvImport.open')}
          </Button>
        )}
      </Flex>
      {exportFailed && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('csvImport.exportFailed')}
        </Text>
      )}
      <LocaleProvider locale={i18n.language === 'en' ? 'en-US' : 'ar-EG'}>
        <DeferredImportDialog actorRef={actorRef} />
      </LocaleProvider>
    </Stack>
  );
}

/** Renders the dialog from its first opening on, so that it then closes with its animation. */
function DeferredImportDialog({ actorRef }: { actorRef: ImportActor }) {
  const open = useSelector(actorRef, selectIsOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImportDialog actorRef={actorRef} />
    </Suspense>
  );
}
