import { setup } from 'xstate';
import type { DisclaimerContext, DisclaimerEvent, DisclaimerInput } from './types';

// product §2, §4: the disclaimer card is shown until acknowledged where it is closable; on the landing page it is
// not closable and always shown. "Read more" opens the full text in a modal.
export const disclaimerMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased when compiled
  types: {
    context: {} as DisclaimerContext,
    events: {} as DisclaimerEvent,
    input: {} as DisclaimerInput,
  },
  // Stryker disable next-line ObjectLiteral: its one action is a placeholder, replaced by provide() wherever the machine runs
  actions: {
    // Placeholder: the app stores the acknowledgement (src/components/disclaimer/disclaimer-card.tsx).
    persistAcknowledgement: () => {},
  },
  guards: {
    isClosable: ({ context }) => context.closable,
    wasAcknowledged: ({ context }) => context.closable && context.acknowledged,
  },
}).createMachine({
  id: 'disclaimer',
  context: ({ input }) => ({ closable: input.closable, acknowledged: input.acknowledged }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'wasAcknowledged', target: 'acknowledged' }, { target: 'shown' }],
    },
    shown: {
      initial: 'summary',
      states: {
        summary: {
          on: {
            'disclaimer.readMore': 'details',
            // Only from the card itself: while the read-more dialog is open the card behind it is inert.
            'disclaimer.acknowledge': {
              guard: 'isClosable',
              target: '#disclaimer.acknowledged',
              actions: 'persistAcknowledgement',
            },
          },
        },
        details: { on: { 'disclaimer.closeDetails': 'summary' } },
      },
    },
    acknowledged: {},
  },
});
