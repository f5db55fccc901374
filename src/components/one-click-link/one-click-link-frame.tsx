import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import {
  selectHasFailed,
  selectIsInvalid,
  selectIsWorking,
  selectResult,
  type oneClickLinkMachine,
} from '@machines/shared/one-click-link';
import { PageLoading } from '@/components/page-loading/page-loading';

export interface OneClickLinkTexts {
  working: string;
  /** The heading once it is done. */
  done: string;
  invalid: string;
  invalidText: string;
  failed: string;
  retry: string;
  /** The link under a result: to the page where the person manages what the link changed. */
  back: string;
}

interface Props<TResult, TRetry extends string> {
  actorRef: ActorRefFrom<ReturnType<typeof oneClickLinkMachine<TResult, TRetry>>>;
  /** The machine's retry event. */
  retry: TRetry;
  /** What was done, under the `done` heading, once it is (the machine's `done` state). */
  done: (result: TResult) => ReactNode;
  texts: OneClickLinkTexts;
  backTo: string;
}

/**
 * The page of an e-mail's one-click link (machines/shared/one-click-link): working, what was done, why the link no
 * longer works, or try again; with a way to the page that manages it.
 */
export function OneClickLinkFrame<TResult, TRetry extends string>({
  actorRef,
  retry,
  done,
  texts,
  backTo,
}: Props<TResult, TRetry>) {
  const { t } = useTranslation();
  const working = useSelector(actorRef, selectIsWorking);
  const result = useSelector(actorRef, selectResult<TResult>);
  const invalid = useSelector(actorRef, selectIsInvalid);
  const failed = useSelector(actorRef, selectHasFailed);
  return (
    <Flex minH="70dvh" align="center" justify="center" px="4" py="10">
      <Card.Root variant="outline" bg="bg.panel" maxW="lg" w="full">
        <Card.Body gap="4">
          {working && <PageLoading label={texts.working} inline />}
          {result !== null && (
            <Stack gap="3">
              <Heading as="h1" size="xl">
                {texts.done}
              </Heading>
              {done(result)}
            </Stack>
          )}
          {invalid && (
            <Stack gap="3">
              <Heading as="h1" size="xl">
                {texts.invalid}
              </Heading>
              <Text color="fg.muted">{texts.invalidText}</Text>
            </Stack>
          )}
          {failed && (
            <Stack gap="3" align="flex-start">
              <Heading as="h1" size="xl">
                {texts.failed}
              </Heading>
              <Text color="fg.muted">{t('account.errors.offline')}</Text>
              <Button colorPalette="gold" onClick={() => actorRef.send({ type: retry })}>
                {texts.retry}
              </Button>
            </Stack>
          )}
          {(result !== null || invalid) && (
            <Button asChild variant="outline" alignSelf="flex-start">
              <Link to={backTo}>{texts.back}</Link>
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
