import { Badge, Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckIcon, ClockIcon, InfoIcon } from '@/components/icons/icons';
import { PageHeader } from '@/components/page-header/page-header';

// product §2 About: what-we-offer items; those flagged releasedSoon carry a Soon badge, a released one may link to its page.
const offers: { key: string; releasedSoon: boolean; to?: string }[] = [
  { key: 'tracking', releasedSoon: false },
  { key: 'prices', releasedSoon: false },
  { key: 'chart', releasedSoon: false },
  { key: 'privacy', releasedSoon: false },
  { key: 'bilingual', releasedSoon: false },
  { key: 'zakat', releasedSoon: false, to: '/dashboard/zakat' },
  { key: 'family', releasedSoon: false, to: '/dashboard/family' },
  { key: 'alerts', releasedSoon: false, to: '/dashboard/alerts' },
  { key: 'reports', releasedSoon: false, to: '/dashboard/reports' },
];

const sections = ['whoWeAre', 'vision', 'mission', 'whyItExists'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="8" maxW="4xl">
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />

      <Box
        as="aside"
        aria-labelledby="about-note-title"
        display="flex"
        gap="4"
        p="5"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="gold.border"
        bg="gold.subtle"
      >
        <Box color="gold.fg" pt="1" fontSize="lg">
          <InfoIcon />
        </Box>
        <Stack gap="1">
          <Heading as="h2" size="md" id="about-note-title">
            {t('about.note.title')}
          </Heading>
          <Text color="fg.muted">{t('about.note.text')}</Text>
        </Stack>
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {sections.map((section) => (
          <Card.Root key={section} variant="outline" bg="bg.panel">
            <Card.Body gap="2">
              <Heading as="h2" size="lg" color="gold.fg">
                {t(`about.${section}.title`)}
              </Heading>
              <Text color="fg.muted" lineHeight="tall">
                {t(`about.${section}.text`)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Stack gap="4" as="section" aria-labelledby="offer-title">
        <Heading as="h2" id="offer-title" size="xl">
          {t('about.offer.title')}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" m="0" p="0">
          {offers.map(({ key, releasedSoon, to }) => (
            <Box
              as="li"
              key={key}
              display="flex"
              alignItems="flex-start"
              gap="3"
              p="4"
              borderRadius="lg"
              borderWidth="1px"
              borderColor="border"
              bg="bg.panel"
            >
              {/* product §10: a tick says "you have this"; an offer still to come shows a clock. */}
              <Box
                color={releasedSoon ? 'fg.subtle' : 'gold.fg'}
                pt="0.5"
                data-offer={releasedSoon ? 'soon' : 'available'}
              >
                {releasedSoon ? <ClockIcon /> : <CheckIcon />}
              </Box>
              <Stack gap="0.5" flex="1">
                <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
                  <Text fontWeight="600">{t(`about.offer.items.${key}.title`)}</Text>
                  {releasedSoon && (
                    <Badge colorPalette="gold" variant="subtle" borderRadius="full" px="2">
                      {t('common.soon')}
                    </Badge>
                  )}
                </Box>
                <Text color="fg.muted" fontSize="sm">
                  {t(`about.offer.items.${key}.text`)}
                </Text>
                {to && (
                  <Link asChild color="gold.fg" fontSize="sm" fontWeight="600">
                    <RouterLink to={to}>{t('about.offer.open')}</RouterLink>
                  </Link>
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>

      <Text color="gold.fg" fontWeight="600">
        — {t('disclaimer.signature')}
      </Text>
    </Stack>
  );
}
