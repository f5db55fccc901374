import { Box, Flex, Text } from '@chakra-ui/react';

/** A member as the tables and pickers show them: their colour as a dot, then their name. */
export function MemberDot({ colour, name }: { colour: string; name?: string }) {
  return (
    <Flex as="span" display="inline-flex" align="center" gap="2" minW="0">
      <Box as="span" flexShrink={0} boxSize="0.75em" borderRadius="full" bg={colour} aria-hidden />
      {name !== undefined && (
        <Text as="span" truncate>
          {name}
        </Text>
      )}
    </Flex>
  );
}
