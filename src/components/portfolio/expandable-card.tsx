import { Box, Collapsible, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Amount } from '@/components/amount/amount';

interface ExpandableCardProps {
  /** Always visible; tapping it expands or collapses the details. */
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** product §2: on narrow screens rows become cards that expand on tap. */
export function ExpandableCard({ summary, children, testId }: ExpandableCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} asChild>
      <Box
        as="li"
        listStyleType="none"
        borderWidth="1px"
        borderColor={open ? 'gold.border' : 'border'}
        bg="bg.panel"
        rounded="l3"
        overflow="hidden"
        transition="border-color 0.2s"
        data-testid={testId}
      >
        <Collapsible.Trigger asChild>
          <Flex
            as="button"
            width="full"
            align="center"
            gap="3"
            px="4"
            py="3"
            textAlign="start"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '-2px' }}
          >
            <Box flex="1" minW="0">
              {summary}
            </Box>
            <Icon
              aria-hidden
              color="fg.muted"
              transform={open ? 'rotate(180deg)' : undefined}
              transition="transform 0.2s"
              boxSize="4"
            >
              <svg viewBox="0 0 20 20" fill="currentColor">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
              </svg>
            </Icon>
          </Flex>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box px="4" pb="4" pt="1" borderTopWidth="1px" borderColor="border.muted">
            {children}
          </Box>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}

/** One label–value line inside an expanded card. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="baseline" gap="4" py="1.5">
      <Box color="fg.muted" fontSize="sm">
        {label}
      </Box>
      <Box textAlign="end" whiteSpace="nowrap">
        {children}
      </Box>
    </Flex>
  );
}

/**
 * A card's summary line: what it is on one side (its title, after a badge when there is one, and a muted line under
 * it), its amount in bold on the other.
 */
export function CardSummary({
  amount,
  title,
  detail,
  badge,
}: {
  amount: number;
  title: ReactNode;
  detail: ReactNode;
  badge?: ReactNode;
}) {
  const name = (
    <Text fontWeight="semibold" truncate>
      {title}
    </Text>
  );
  return (
    <Flex justify="space-between" align="center" columnGap="3" rowGap="1" wrap="wrap">
      <Stack gap={badge ? '1' : '0'} minW="0">
        {badge ? (
          <Flex align="center" gap="2" minW="0">
            {badge}
            {name}
          </Flex>
        ) : (
          name
        )}
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Stack>
      <Text fontWeight="bold" ms="auto">
        <Amount value={amount} />
      </Text>
    </Flex>
  );
}
