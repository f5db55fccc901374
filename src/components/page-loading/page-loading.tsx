import { Flex, Spinner, Text } from '@chakra-ui/react';

/**
 * The one "loading…" line of a signed-in page while its flow fetches what the page shows: centred in the page's
 * empty body, or `inline` where it stands under a heading or in a card beside what is already there.
 */
export function PageLoading({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <Flex
      role="status"
      align="center"
      gap={3}
      color="fg.muted"
      {...(inline ? {} : { justify: 'center', py: 16 })}
    >
      <Spinner size="md" color="gold.solid" />
      <Text>{label}</Text>
    </Flex>
  );
}
