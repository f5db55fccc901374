import { Alert, Button, CloseButton, Dialog, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportActor } from '@machines/import/import.machine';
import {
  selectCanImport,
  selectCanRetry,
  selectFileName,
  selectImportFailed,
  selectIsBusy,
  selectIsImported,
  selectIsImporting,
  selectIsOpen,
  selectIsPreviewing,
  selectPreview,
  selectPreviewFailed,
  selectRefusal,
  selectResult,
} from '@machines/import/selectors';
import { ImportPreviewTable } from './import-preview-table';
import { ImportProblems } from './import-problems';
import { TEMPLATE_NAME, templateHref } from './template';
import { useImportEvents } from './use-import';
import { DialogContent } from '@/components/dialog-content/dialog-content';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { formatNumber } from '@/i18n/format-number';

/** The import dialog (product §15): loaded by csv-import-view.tsx the first time someone opens it. */
export default function ImportDialog({ actorRef }: { actorRef: ImportActor }) {
  const { t } = useTranslation();
  const events = useImportEvents(actorRef);
  const open = useSelector(actorRef, selectIsOpen);
  const busy = useSelector(actorRef, selectIsBusy);
  const importing = useSelector(actorRef, selectIsImporting);
  const imported = useSelector(actorRef, selectIsImported);
  const canImport = useSelector(actorRef, selectCanImport);
  const preview = useSelector(actorRef, selectPreview);
  const result = useSelector(actorRef, selectResult);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && events.close()}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!importing}
      closeOnEscape={!importing}
      lazyMount
      unmountOnExit
    >
      <DialogContent px={{ base: '0', md: '4' }} maxH={{ md: '95dvh' }} data-testid="import-dialog">
        <Dialog.Header>
          <Dialog.Title>{t('csvImport.title')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.CloseTrigger asChild disabled={importing}>
          <CloseButton size="sm" aria-label={t('csvImport.close')} />
        </Dialog.CloseTrigger>
        <Dialog.Body>
          <Stack gap="4">
            {!imported && (
              <>
                <Text color="fg.muted">{t('csvImport.intro')}</Text>
                <Flex gap="3" align="center" wrap="wrap">
                  <input
                    ref={fileInput}
                    type="file"
                    accept=".csv,text/csv"
                    hidden
                    data-testid="import-file"
                    aria-label={t('csvImport.chooseFile')}
                    onChange={(e) => {
                      const file = e.currentTarget.files?.[0];
                      e.currentTarget.value = '';
                      if (file) events.chooseFile(file);
                    }}
                  />
                  <Button onClick={() => fileInput.current?.click()} disabled={busy} variant="outline">
                    {t(preview ? 'csvImport.chooseAnother' : 'csvImport.chooseFile')}
                  </Button>
                  <Link href={templateHref} download={TEMPLATE_NAME} colorPalette="gold" fontSize="sm">
                    {t('csvImport.template')}
                  </Link>
                </Flex>
                <FileName actorRef={actorRef} />
              </>
            )}
            <DialogBodyState actorRef={actorRef} />
            {imported && result && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>
                  {t('csvImport.done', { count: result.imported, stored: result.already_stored })}
                </Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer gap="3">
          <Button variant="outline" onClick={events.close} disabled={importing}>
            {t(imported ? 'csvImport.close' : 'csvImport.cancel')}
          </Button>
          {!imported && preview && (
            <Button colorPalette="gold" onClick={events.confirm} disabled={!canImport} loading={importing}>
              {t('csvImport.import', { count: preview.summary.new })}
            </Button>
          )}
        </Dialog.Footer>
      </DialogContent>
    </Dialog.Root>
  );
}

function FileName({ actorRef }: { actorRef: ImportActor }) {
  const { t } = useTranslation();
  const name = useSelector(actorRef, selectFileName);
  return name ? (
    <Text fontSize="sm" data-testid="import-file-name">
      {t('csvImport.chosen', { name })}
    </Text>
  ) : null;
}

/** What the dialog shows under the file picker: reading, the question or refusal, the preview, a failure. */
function DialogBodyState({ actorRef }: { actorRef: ImportActor }) {
  const { t } = useTranslation();
  const events = useImportEvents(actorRef);
  const previewing = useSelector(actorRef, selectIsPreviewing);
  const previewFailed = useSelector(actorRef, selectPreviewFailed);
  const importFailed = useSelector(actorRef, selectImportFailed);
  const refusal = useSelector(actorRef, selectRefusal);
  const preview = useSelector(actorRef, selectPreview);
  const canRetry = useSelector(actorRef, selectCanRetry);
  // a step that failed (reading the file, or storing its rows), and the one way on: try it again
  const stepFailed = (message: string) => (
    <LoadFailedAlert
      message={message}
      retryLabel={t('csvImport.retry')}
      canRetry={canRetry}
      onRetry={events.retry}
      role="alert"
    />
  );

  if (previewing)
    return (
      <Flex align="center" gap="3" py="6" justify="center" role="status">
        <Spinner color="gold.solid" />
        <Text color="fg.muted">{t('csvImport.reading')}</Text>
      </Flex>
    );
  if (previewFailed) return stepFailed(t('csvImport.previewFailed'));
  if (refusal)
    return (
      <Alert.Root
        status={refusal.choices.length ? 'info' : 'error'}
        role="alert"
        data-testid="import-refusal"
      >
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Title>
            {t(`csvImport.refusals.${refusal.code}`, { defaultValue: refusal.detail })}
          </Alert.Title>
          {refusal.choices.length > 0 && (
            <>
              <Alert.Description>{t('csvImport.dateQuestion')}</Alert.Description>
              <Flex gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => events.chooseDateFormat('DD/MM/YYYY')}>
                  {t('csvImport.dayFirst')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => events.chooseDateFormat('MM/DD/YYYY')}>
                  {t('csvImport.monthFirst')}
                </Button>
              </Flex>
            </>
          )}
        </Stack>
      </Alert.Root>
    );
  if (!preview) return null;
  const { summary } = preview;
  return (
    <Stack gap="3">
      <Text fontWeight="medium" data-testid="import-summary">
        {t('csvImport.summary', {
          count: summary.rows,
          new: summary.new,
          stored: summary.already_stored,
          errors: summary.with_errors,
        })}
      </Text>
      {preview.overdraft_line !== null && (
        <Text color="fg.error" role="alert">
          {t('csvImport.overdraft', { line: preview.overdraft_line })}
        </Text>
      )}
      {preview.ledger_full && (
        <Text color="fg.error" role="alert" data-testid="import-ledger-full">
          {t('csvImport.ledgerFull', {
            total: formatNumber(preview.ledger_full.total),
            limit: formatNumber(preview.ledger_full.limit),
          })}
        </Text>
      )}
      {summary.with_errors > 0 ? (
        <Text color="fg.error">{t('csvImport.fixErrors')}</Text>
      ) : summary.new === 0 ? (
        <Text color="fg.muted">{t('csvImport.nothingNew')}</Text>
      ) : null}
      {preview.rows.length < summary.rows && (
        <Text color="fg.muted" fontSize="sm" data-testid="import-partial">
          {t('csvImport.partial', {
            shown: formatNumber(preview.rows.length),
            total: formatNumber(summary.rows),
          })}
        </Text>
      )}
      <ImportProblems preview={preview} />
      {importFailed && stepFailed(t('csvImport.importFailed'))}
      <ImportPreviewTable preview={preview} />
    </Stack>
  );
}
