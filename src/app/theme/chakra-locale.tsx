import type { ReactNode } from 'react';
import { LocaleProvider } from '@chakra-ui/react';
import { useLanguage } from '@/app/preferences/use-preferences';

/** Chakra/Ark components (dialogs, menus, popovers, toasts) take their direction from here, not from <html dir>. */
export function ChakraLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <LocaleProvider locale={language === 'ar' ? 'ar-EG' : 'en-US'}>{children}</LocaleProvider>;
}
