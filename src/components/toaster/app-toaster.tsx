import { CloseButton, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster';

/** The single toast host (spec §2, §9): top-centre, always dark, right-to-left in Arabic. */
export function AppToaster() {
  const { t, i18n } = useTranslation();
  const dir = i18n.language === 'ar' ? 'rtl' : 'ltr';
  return (
    <Portal>
      <Toaster toaster={toaster} className="dark" dir={dir} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            dir={dir}
            width={{ md: 'sm' }}
            bg="ink.850"
            color="fg"
            borderWidth="1px"
            borderColor="border"
            borderInlineStartWidth="4px"
            borderInlineStartColor={
              toast.type === 'error' ? 'red.400' : toast.type === 'success' ? 'green.400' : 'gold.400'
            }
            boxShadow="lg"
          >
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="gold.400" />
            ) : toast.type ? (
              <Toast.Indicator />
            ) : null}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title fontWeight="semibold">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('toast.close')} />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
