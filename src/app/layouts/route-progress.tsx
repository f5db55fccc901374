import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin gold bar while a lazy route loads, so a click never feels ignored. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loading')}
      position="fixed"
      insetInline="0"
      top="0"
      height="3px"
      zIndex="banner"
      bgGradient="to-r"
      gradientFrom="gold.600"
      gradientTo="gold.300"
      animation="pulse 1s ease-in-out infinite"
    />
  );
}
