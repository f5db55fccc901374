import { Badge, Button, Field, Flex, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { Alert } from '@contract/alerts';
import {
  ALERT_CONDITIONS,
  ALERT_CURRENCIES,
  GOLD_INSTRUMENTS,
  MAX_ACTIVE_ALERTS,
  type AlertCondition,
  type AlertInstrument,
} from '@contract/alerts-values';
import type { AlertsMachine } from '@machines/alerts/alerts.machine';
import {
  selectAlerts,
  selectCanRetry,
  selectDraft,
  selectFailure,
  selectFieldError,
  selectIsBusy,
  selectIsCreating,
  selectIsLoading,
  selectLoadFailure,
  selectMetPrice,
  selectPending,
  selectPriced,
} from '@machines/alerts/selectors';
import type { AlertMessage } from '@machines/alerts/types';
import { parseNumberInput } from '@contract/number-input';
import { useLanguage } from '@/app/preferences/use-preferences';
import { LoadFailedAlert } from '@/components/load-failed/load-failed-alert';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoading } from '@/components/page-loading/page-loading';
import { SectionCard } from '@/components/section-card/section-card';
import { Select } from '@/components/select/select';
import { formatCairoTime } from '@/i18n/cairo-time';
import { conditionSummary, instrumentName, messageText, priceText } from '@/components/alerts/alert-text';
import { FailureCallout } from '@/components/alerts/failure-callout';
import { useAlertsEvents } from './use-alerts-events';

type AlertsActor = ActorRefFrom<AlertsMachine>;

/** The instrument picker's groups, in the order it lists them. */
const INSTRUMENT_GROUPS = [
  ['gold', GOLD_INSTRUMENTS],
  ['currencies', ALERT_CURRENCIES],
] as const;

/** The threshold as typed, read with the shared number parser (it was read before the question was asked). */
const sentThreshold = (typed: string) => {
  const read = parseNumberInput(typed);
  return read.ok ? read.value : typed;
};

const sameMessage = (a: AlertMessage | null, b: AlertMessage | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The alerts page (product §14): a form for a new alert, and the person's alerts with re-arm, switch off, delete. */
export function AlertsView({ actorRef }: { actorRef: AlertsActor }) {
  const { t } = useTranslation();
  const events = useAlertsEvents(actorRef);
  const loading = useSelector(actorRef, selectIsLoading);
  const loadFailure = useSelector(actorRef, selectLoadFailure);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const alerts = useSelector(actorRef, selectAlerts);
  const failure = useSelector(actorRef, selectFailure);

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title={t('alerts.title')} subtitle={t('alerts.subtitle', { max: MAX_ACTIVE_ALERTS })} />
      {loading && <PageLoading label={t('alerts.loading')} />}
      {loadFailure && (
        <LoadFailedAlert
          message={messageText(t, loadFailure)}
          messageTestId="error-box"
          retryLabel={t('alerts.retry')}
          canRetry={canRetry}
          onRetry={events.retry}
        />
      )}
      {alerts && (
        <>
          <NewAlertForm actorRef={actorRef} />
          {failure && <FailureCallout message={failure} />}
          <AlertList actorRef={actorRef} alerts={alerts} />
        </>
      )}
    </Stack>
  );
}

function NewAlertForm({ actorRef }: { actorRef: AlertsActor }) {
  const { t } = useTranslation();
  const events = useAlertsEvents(actorRef);
  const draft = useSelector(actorRef, selectDraft);
  const busy = useSelector(actorRef, selectIsBusy);
  const creating = useSelector(actorRef, selectIsCreating);
  const instrumentError = useSelector(actorRef, selectFieldError('instrument'), sameMessage);
  const conditionError = useSelector(actorRef, selectFieldError('condition'), sameMessage);
  const thresholdError = useSelector(actorRef, selectFieldError('threshold'), sameMessage);
  const priced = useSelector(actorRef, selectPriced);
  const metPrice = useSelector(actorRef, selectMetPrice);
  // Product §17: only what the latest prices include is offered (the server refuses any other).
  const offered = (instruments: readonly AlertInstrument[]) =>
    instruments.filter((i) => priced.some((p) => p.instrument === i));
  const unit =
    draft.condition === 'change_pct'
      ? '%'
      : t(draft.instrument === 'gold_ounce_price' ? 'alerts.unit.USD' : 'alerts.unit.EGP');

  return (
    <SectionCard title={t('alerts.form.title')}>
      <form
        noValidate
        aria-label={t('alerts.form.title')}
        onSubmit={(e) => {
          e.preventDefault();
          events.submit();
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <Field.Root invalid={instrumentError !== null} disabled={busy}>
            <Field.Label>{t('alerts.form.instrument')}</Field.Label>
            <Select
              name="instrument"
              value={draft.instrument}
              onChange={(v) => events.instrumentChanged(v as AlertInstrument)}
            >
              {INSTRUMENT_GROUPS.map(([group, instruments]) => (
                <optgroup key={group} label={t(`alerts.groups.${group}`)}>
                  {offered(instruments).map((i) => (
                    <option key={i} value={i}>
                      {instrumentName(t, i)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
            {instrumentError && <Field.ErrorText>{messageText(t, instrumentError)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={conditionError !== null} disabled={busy}>
            <Field.Label>{t('alerts.form.condition')}</Field.Label>
            <Select
              name="condition"
              value={draft.condition}
              onChange={(v) => events.conditionChanged(v as AlertCondition)}
            >
              {ALERT_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {t(`alerts.condition.${c}`)}
                </option>
              ))}
            </Select>
            {conditionError && <Field.ErrorText>{messageText(t, conditionError)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={thresholdError !== null} disabled={busy}>
            <Field.Label>
              {t(draft.condition === 'change_pct' ? 'alerts.form.percent' : 'alerts.form.threshold')}
              <Field.RequiredIndicator />
            </Field.Label>
            <InputGroup endElement={unit}>
              <Input
                name="threshold"
                inputMode="decimal"
                autoComplete="off"
                value={draft.threshold}
                onChange={(e) => events.thresholdChanged(e.currentTarget.value)}
              />
            </InputGroup>
            {thresholdError && (
              <Field.ErrorText data-testid="threshold-error">
                {messageText(t, thresholdError)}
              </Field.ErrorText>
            )}
          </Field.Root>
        </SimpleGrid>
        {metPrice !== null ? (
          <Stack role="alertdialog" aria-labelledby="met-now-title" gap="3" mt="4" data-testid="met-now">
            <Text id="met-now-title" fontWeight="semibold">
              {t('alerts.metNow.title')}
            </Text>
            <Text>
              {t('alerts.metNow.text', {
                name: instrumentName(t, draft.instrument),
                price: priceText(t, draft.instrument, metPrice),
                summary: conditionSummary(
                  t,
                  draft.instrument,
                  draft.condition,
                  sentThreshold(draft.threshold),
                ),
              })}
            </Text>
            <Flex gap="3" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={events.keepEditing}>
                {t('alerts.metNow.change')}
              </Button>
              <Button colorPalette="gold" onClick={events.armForNextCrossing}>
                {t('alerts.metNow.arm')}
              </Button>
            </Flex>
          </Stack>
        ) : (
          <Flex justify="flex-end" mt="4">
            <Button type="submit" colorPalette="gold" loading={creating} disabled={busy && !creating}>
              {t('alerts.form.submit')}
            </Button>
          </Flex>
        )}
      </form>
    </SectionCard>
  );
}

const stateColour = { armed: 'green', fired: 'orange', paused: 'gray' } as const;

function AlertList({ actorRef, alerts }: { actorRef: AlertsActor; alerts: Alert[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const events = useAlertsEvents(actorRef);
  const busy = useSelector(actorRef, selectIsBusy);
  const pending = useSelector(actorRef, selectPending);
  const active = alerts.filter((a) => a.state !== 'paused').length;

  return (
    <SectionCard
      title={t('alerts.list.title')}
      aside={
        <Text color="fg.muted" fontSize="sm" data-testid="alerts-active-count">
          {t('alerts.list.active', { count: active, max: MAX_ACTIVE_ALERTS })}
        </Text>
      }
    >
      {alerts.length === 0 && <Text color="fg.muted">{t('alerts.list.empty')}</Text>}
      <Stack as="ul" gap="0" listStyleType="none">
        {alerts.map((alert) => (
          <Flex
            as="li"
            key={alert.uuid}
            data-testid={`alert-${alert.uuid}`}
            gap="3"
            py="3"
            align={{ base: 'stretch', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
            borderTopWidth="1px"
            borderColor="border.muted"
          >
            <Stack gap="0.5" flex="1">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="semibold">{instrumentName(t, alert.instrument)}</Text>
                <Badge colorPalette={stateColour[alert.state]} data-testid="alert-state">
                  {t(`alerts.state.${alert.state}`)}
                </Badge>
              </Flex>
              <Text>{conditionSummary(t, alert.instrument, alert.condition, alert.threshold)}</Text>
              {alert.fired_at && alert.state === 'fired' && (
                <Text fontSize="sm" color="fg.muted">
                  {t('alerts.list.firedAt', { time: formatCairoTime(alert.fired_at, language) })}
                </Text>
              )}
            </Stack>
            <Flex gap="2" wrap="wrap">
              {alert.state !== 'armed' && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="gold"
                  disabled={busy}
                  loading={pending === alert.uuid && busy}
                  onClick={() => events.rearm(alert.uuid)}
                >
                  {t('alerts.list.rearm')}
                </Button>
              )}
              {alert.state !== 'paused' && (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => events.pause(alert.uuid)}>
                  {t('alerts.list.pause')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={busy}
                onClick={() => events.remove(alert.uuid)}
              >
                {t('alerts.list.remove')}
              </Button>
            </Flex>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
