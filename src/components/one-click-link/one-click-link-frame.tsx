import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import {
  selectHasFailed,
  selectIsAsking,
  selectIsInvalid,
  selectIsWorking,
  selectResult,
  type oneClickLinkMachine,
} from '@machines/shared/one-click-link';
import { PageLoading } from '@/components/page-loading/page-loading';
import { useOneClickLinkEvents } from './use-one-click-link';

export interface OneClickLinkTexts {
  /** The question the page opens with, its one line of explanation and the button that does it. */
  ask: string;
  askText: string;
  confirm: string;
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

interface Props<TResult, TConfirm extends string, TRetry extends string> {
  actorRef: ActorRefFrom<ReturnType<typeof oneClickLinkMachine<TResult, TConfirm, TRetry>>>;
  /** The machine's confirm and retry events. */
  confirm: TConfirm;
  retry: TRetry;
  /** What was done, under the `done` heading, once it is (the machine's `done` state). */
  done: (result: TResult) => ReactNode;
  texts: OneClickLinkTexts;
  backTo: string;
}

/**
 * The page of an e-mail's one-click link (machines/shared/one-click-link): the question and its one button, working,
 * what was done, why the link no longer works, or try again; with a way to the page that manages it.
 */
export function OneClickLinkFrame<TResult, TConfirm extends string, TRetry extends string>({
  actorRef,
  confirm,
  retry,
  done,
  texts,
  backTo,
}: Props<TResult, TConfirm, TRetry>) {
  const { t } = useTranslation();
  const events = useOneClickLinkEvents(actorRef, { confirm, retry });
  const asking = useSelector(actorRef, selectIsAsking);
  const working = useSelector(actorRef, selectIsWorking);
  const result = useSelector(actorRef, selectResult<TResult>);
  const invalid = useSelector(actorRef, selectIsInvalid);
  const failed = useSelector(actorRef, selectHasFailed);
  return (
    <Flex minH="70dvh" align="center" justify="center" px="4" py="10">
      <Card.Root variant="outline" bg="bg.panel" maxW="lg" w="full">
        <Card.Body gap="4">
          {asking && (
            <Stack gap="3" align="flex-start">
              <Heading as="h1" size="xl">
                {texts.ask}
              </Heading>
              <Text color="fg.muted">{texts.askText}</Text>
              <Button colorPalette="gold" onClick={events.confirm}>
                {texts.confirm}
              </Button>
            </Stack>
          )}
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
              <Button colorPalette="gold" onClick={events.retry}>
                {texts.retry}
              </Button>
            </Stack>
          )}
          {(asking || result !== null || invalid) && (
            <Button asChild variant="outline" alignSelf="flex-start">
              <Link to={backTo}>{texts.back}</Link>
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
