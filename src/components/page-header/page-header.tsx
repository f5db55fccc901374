import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons on the far side (e.g. "Add New Transaction"). */
  actions?: ReactNode;
}

/** The title block every signed-in page starts with. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      gap="4"
      align={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1" flex="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="700">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions}
    </Flex>
  );
}
