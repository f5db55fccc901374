import { Button, chakra, Field, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import { useTranslation } from 'react-i18next';
import {
  ADDABLE_RELATIONS,
  MEMBER_COLOURS,
  MEMBER_NAME_MAX_LENGTH,
  type MemberRelation,
} from '@contract/household-values';
import type { UserMessage } from '@machines/shared/api-failure';
import { selectDraft, selectEditing, selectFieldError, selectIsSaving } from '@machines/household/selectors';
import { messageText } from '@/components/auth/user-message';
import { type HouseholdActor, useHouseholdEvents } from './use-household-events';
import { SectionCard } from '@/components/section-card/section-card';
import { Select } from '@/components/select/select';

const sameMessage = (a: UserMessage | null, b: UserMessage | null) => JSON.stringify(a) === JSON.stringify(b);

/** Adds a member or edits one: a name, a relation (the owner's own stays "me") and a colour from the palette. */
export function MemberForm({ actorRef }: { actorRef: HouseholdActor }) {
  const { t } = useTranslation();
  const events = useHouseholdEvents(actorRef);
  const draft = useSelector(actorRef, selectDraft);
  const editing = useSelector(actorRef, selectEditing);
  const saving = useSelector(actorRef, selectIsSaving);
  const nameError = useSelector(actorRef, selectFieldError('name'), sameMessage);
  const relationError = useSelector(actorRef, selectFieldError('relation'), sameMessage);
  const colourError = useSelector(actorRef, selectFieldError('colour'), sameMessage);
  const title = t(editing ? 'household.form.editTitle' : 'household.form.addTitle');
  const own = draft.relation === 'self';

  return (
    <SectionCard title={title}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          events.save();
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <Field.Root required invalid={nameError !== null} disabled={saving}>
            <Field.Label>
              {t('household.form.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="name"
              autoComplete="off"
              maxLength={MEMBER_NAME_MAX_LENGTH}
              value={draft.name}
              onChange={(e) => events.nameChanged(e.currentTarget.value)}
            />
            {nameError && (
              <Field.ErrorText data-testid="name-error">{messageText(t, nameError)}</Field.ErrorText>
            )}
          </Field.Root>
          <Field.Root invalid={relationError !== null} disabled={saving || own}>
            <Field.Label>{t('household.form.relation')}</Field.Label>
            <Select
              name="relation"
              value={draft.relation}
              onChange={(v) => events.relationChanged(v as MemberRelation)}
            >
              {(own ? (['self'] as const) : ADDABLE_RELATIONS).map((r) => (
                <option key={r} value={r}>
                  {t(`household.relation.${r}`)}
                </option>
              ))}
            </Select>
            {relationError && <Field.ErrorText>{messageText(t, relationError)}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={colourError !== null} disabled={saving} mt="4">
          <Field.Label id="member-colour-label">{t('household.form.colour')}</Field.Label>
          <Flex role="radiogroup" aria-labelledby="member-colour-label" gap="2" wrap="wrap">
            {MEMBER_COLOURS.map((colour, i) => (
              <chakra.button
                key={colour}
                type="button"
                role="radio"
                aria-checked={draft.colour === colour}
                aria-label={t('household.form.colourN', { n: i + 1 })}
                disabled={saving}
                onClick={() => events.colourChanged(colour)}
                boxSize="8"
                borderRadius="full"
                bg={colour}
                cursor="pointer"
                outline={draft.colour === colour ? '3px solid' : undefined}
                outlineColor="fg"
                outlineOffset="2px"
              />
            ))}
          </Flex>
          {colourError && <Field.ErrorText>{messageText(t, colourError)}</Field.ErrorText>}
        </Field.Root>
        <Flex justify="flex-end" gap="2" mt="4">
          <Button variant="ghost" onClick={events.cancel} disabled={saving}>
            {t('household.form.cancel')}
          </Button>
          <Button type="submit" colorPalette="gold" loading={saving}>
            {t('household.form.save')}
          </Button>
        </Flex>
      </form>
    </SectionCard>
  );
}
