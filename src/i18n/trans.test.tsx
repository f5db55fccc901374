import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Trans as I18nextTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Amount, PrivateText } from '@/components/amount/amount';
import { createTestProviders } from '@tests/support/test-providers';
import { Trans, type TransProps } from './trans';

const drawn = (element: ReactElement, language: 'ar' | 'en') => {
  const { container, unmount } = render(element, { wrapper: createTestProviders({ language }) });
  const html = container.innerHTML;
  unmount();
  return html;
};

// Every string the app draws with elements in it, with the elements its views give.
const strings: TransProps[] = [
  {
    i18nKey: 'dashboard.cards.percentageChange',
    values: { percent: '+1.5%' },
    components: { figure: <PrivateText>{null}</PrivateText> },
  },
  {
    i18nKey: 'dashboard.cards.percentageChangeSince',
    values: { percent: '-0.25%', day: '28 Nov' },
    components: { figure: <PrivateText>{null}</PrivateText> },
  },
  ...['portfolio.worth.sentence', 'portfolio.worth.sentenceUnknown'].map((i18nKey) => ({
    i18nKey,
    components: {
      shop: <Amount value={1200.5} currency={null} />,
      paid: <Amount value={1000} currency={null} />,
      work: <Amount value={80} currency={null} />,
    },
  })),
  ...['pounds', 'grams', 'gold_ingots', 'jewellery'].map((unit) => ({
    i18nKey: `transaction.workmanship.split.${unit}`,
    components: { gold: <PrivateText>5,700</PrivateText>, work: <PrivateText>300</PrivateText> },
  })),
  {
    i18nKey: 'transaction.workmanship.splitRefund',
    components: { refund: <PrivateText>150</PrivateText> },
  },
];

describe('strings with elements in them', () => {
  it('are drawn as react-i18next draws them, in Arabic and English', () => {
    for (const language of ['ar', 'en'] as const) {
      for (const props of strings) {
        const ours = drawn(<Trans {...props} />, language);
        expect(ours).toBe(drawn(<I18nextTrans {...props} />, language));
        expect(ours).not.toContain('<' + Object.keys(props.components)[0]);
      }
    }
  });
});
