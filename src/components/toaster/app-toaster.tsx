import { CloseButton, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster';

/** Placed after the Toaster in the same portal, so its effect runs once the Toaster has subscribed to the store. */
function AnnounceEarlierToasts() {
  useEffect(() => {
    for (const toast of toaster.getVisibleToasts()) toaster.create({ ...toast, id: toast.id });
  }, []);
  return null;
}

/**
 * The single toast host (product §2, §9): top-centre, always dark, right-to-left in Arabic. It only hears of toasts
 * created after it subscribed: on mount it announces again the ones already there (a toast that brought the light
 * pages' host, or "Login successful" as the sign-in moves from the light shell to the Chakra one).
 */
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
      <AnnounceEarlierToasts />
    </Portal>
  );
}
