import { Flex, Spinner, Text } from '@chakra-ui/react';

/** The one "loading…" line of a signed-in page while its flow fetches what the page shows. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Flex role="status" align="center" justify="center" gap={3} py={16} color="fg.muted">
      <Spinner size="md" color="gold.solid" />
      <Text>{label}</Text>
    </Flex>
  );
}
