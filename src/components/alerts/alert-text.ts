import type { TFunction } from 'i18next';
import type { AlertMessage } from '@machines/alerts/types';

// How an alert reads is shared with its e-mail (product §17): one implementation, in contract/.
export {
  conditionSummary,
  firedText,
  instrumentName,
  priceText,
  thresholdText,
} from '@contract/format-alert';

export function messageText(t: TFunction, message: AlertMessage): string {
  return 'key' in message ? t(message.key, message.values ?? {}) : message.text;
}
