import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Finish } from '../../../../domain/catalog.js';
import type { MaterialSize } from '../../../../domain/print-limits.js';
import type { MoneyLang } from '../../../../domain/money.js';
import type { CartItem } from '../../../../../machines/cart.machine.js';
import { CartItemView } from './cart-item.js';
import { useTooTall } from './use-collapse.js';

export interface CartListProps {
  items: readonly CartItem[];
  productName: (productId: number) => string;
  material: (productId: number) => MaterialSize;
  finishes: ReadonlyMap<number, Finish>;
  lang: MoneyLang;
  onReference: (uuid: string, value: string) => void;
  onEdit: (uuid: string) => void;
  onRemove: (uuid: string) => void;
}

/** The cart's prints; when the list is taller than the window minus 225 px each item folds behind an arrow. */
export function CartList({ items, productName, material, finishes, lang, onReference, onEdit, onRemove }: CartListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const tooTall = useTooTall(listRef, items.map((item) => item.print.uuid).join());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (items.length === 0) {
    return (
      <p className="pp-cart-empty" role="status">
        <Trans>Uw winkelwagen is leeg.</Trans>
      </p>
    );
  }
  const toggle = (uuid: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  return (
    <ul ref={listRef} className="pp-cart-list" data-collapsible={tooTall || undefined}>
      {items.map((item) => (
        <CartItemView
          key={item.print.uuid}
          item={item}
          productName={productName(item.print.product_id)}
          material={material(item.print.product_id)}
          finishes={finishes}
          lang={lang}
          showReference={items.length > 1}
          collapsed={tooTall && !open.has(item.print.uuid)}
          onToggle={tooTall ? () => toggle(item.print.uuid) : undefined}
          onReference={(value) => onReference(item.print.uuid, value)}
          onEdit={() => onEdit(item.print.uuid)}
          onRemove={() => onRemove(item.print.uuid)}
        />
      ))}
    </ul>
  );
}
