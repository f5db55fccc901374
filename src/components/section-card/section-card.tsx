import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** a muted line under the title */
  subtitle?: ReactNode;
  /** beside the title, at the end: a count or a total */
  aside?: ReactNode;
  /** the space between the title and what follows, and between those */
  gap?: '3' | '4' | '5';
  children: ReactNode;
}

/** One titled panel of a page (a form, a list, a step of the zakat): a section named by its h2. */
export function SectionCard({ title, subtitle, aside, gap = '4', children }: SectionCardProps) {
  const id = useId();
  const heading = (
    <Heading as="h2" size="lg" id={id}>
      {title}
    </Heading>
  );
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={id}>
      <Card.Body gap={gap}>
        {aside ? (
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
            {heading}
            {aside}
          </Flex>
        ) : subtitle ? (
          <Stack gap="1">
            {heading}
            <Text color="fg.muted">{subtitle}</Text>
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
