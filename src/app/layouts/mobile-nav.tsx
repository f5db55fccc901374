import { useEffect, useRef } from 'react';
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/app/preferences/use-preferences';
import { CloseIcon } from '@/components/icons/icons';
import { Logo } from '@/components/logo/logo';
import { SideNavLinks } from './side-nav';

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
}

/** The side navigation sliding in from the reading start on small screens (product §2). */
export function MobileNav({ open, onClose }: MobileNavProps) {
  const { t } = useTranslation();
  const rtl = useLanguage() === 'ar';
  const reduceMotion = useReducedMotion();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const offscreen = rtl ? '100%' : '-100%';
  const transition = reduceMotion
    ? { duration: 0 }
    : { type: 'tween' as const, ease: 'easeOut' as const, duration: 0.22 };

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open && (
          <Box position="fixed" inset="0" zIndex="modal" hideFrom="lg" key="mobile-nav">
            <Box asChild position="absolute" inset="0" bg="blackAlpha.600">
              <m.div
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={transition}
                onClick={onClose}
                aria-hidden
              />
            </Box>
            <Box
              asChild
              position="absolute"
              top="0"
              bottom="0"
              insetInlineStart="0"
              width="min(18rem, 85vw)"
              bg="bg.panel"
              borderInlineEndWidth="1px"
              borderColor="border"
              boxShadow="xl"
              overflowY="auto"
              outline="none"
            >
              <m.div
                ref={panelRef}
                tabIndex={-1}
                role="dialog"
                aria-modal="true"
                aria-label={t('layout.mainNavigation')}
                initial={{ x: offscreen }}
                animate={{ x: 0 }}
                exit={{ x: offscreen }}
                transition={transition}
              >
                <Flex
                  align="center"
                  justify="space-between"
                  px="4"
                  py="3"
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                >
                  <Logo size={28} />
                  <IconButton variant="ghost" aria-label={t('nav.closeMenu')} onClick={onClose}>
                    <CloseIcon />
                  </IconButton>
                </Flex>
                <SideNavLinks onNavigate={onClose} />
              </m.div>
            </Box>
          </Box>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
