import { Text } from '@chakra-ui/react';
import { useSelector } from '@/lib/use-selector';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MainType } from '@contract/portfolio';
import type { SellHoldingMachine } from '@machines/sell-holding/sell-holding.machine';
import { selectHeld } from '@machines/sell-holding/selectors';
import {
  numberValue,
  selectChosenItem,
  selectForm,
  selectSellHolding,
} from '@machines/transaction-dialog/selectors';
import { quantityWithUnit } from '@/components/portfolio/quantity-unit';
import type { TransactionDialogActor } from './use-transaction-dialog';

const sameItem = (a: { code: string } | null, b: { code: string } | null) => a?.code === b?.code;

/**
 * product §10: a sale says how much of its item is held on its date, in the unit of the tables ("3 × 8 g pound"),
 * and says so as an error when the typed quantity is more. Nothing while it is asked or cannot be known.
 */
export function HeldQuantityLine({
  holdingRef,
  item,
  quantity,
}: {
  holdingRef: ActorRefFrom<SellHoldingMachine> | undefined;
  item: { code: string; mainType: MainType } | null;
  /** the typed quantity, as the parser reads it (null: none that can be read) */
  quantity: string | null;
}) {
  const { t } = useTranslation();
  const held = useSelector(holdingRef, selectHeld);
  if (held === null || item === null) return null;
  const over = quantity !== null && new Big(quantity).gt(held);
  return (
    <Text
      textStyle="sm"
      color={over ? 'fg.error' : 'fg.muted'}
      role={over ? 'alert' : undefined}
      data-testid="held-quantity"
    >
      {t(over ? 'sellHolding.short' : 'sellHolding.held', {
        quantity: quantityWithUnit(t, held, item.code, item.mainType),
      })}
    </Text>
  );
}

/** The dialog's line: its `sellHolding` child, the chosen item and the typed quantity. */
export function HeldQuantity({ actorRef }: { actorRef: TransactionDialogActor }) {
  const holdingRef = useSelector(actorRef, selectSellHolding);
  const item = useSelector(actorRef, selectChosenItem, sameItem);
  const quantity = numberValue(useSelector(actorRef, selectForm).quantity);
  return <HeldQuantityLine holdingRef={holdingRef} item={item} quantity={quantity} />;
}
