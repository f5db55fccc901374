import { List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const points = ['softLaunch', 'notLicensed', 'dataCollected', 'noAdvice', 'noLiability'] as const;

/** The disclaimer a visitor agrees to when signing up (product §1 copy). */
export function DisclaimerText() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" textStyle="sm" lineHeight="tall">
      <List.Root gap="2" ps="5">
        {points.map((point) => (
          <List.Item key={point}>{t(`terms.disclaimer.${point}`)}</List.Item>
        ))}
      </List.Root>
      <Text fontWeight="semibold" color="gold.fg">
        {t('terms.disclaimer.signature')}
      </Text>
    </Stack>
  );
}
