import { Trans, useLingui } from '@lingui/react/macro';
import type { Finish } from '../../../../domain/catalog.js';
import type { MaterialSize } from '../../../../domain/print-limits.js';
import { formatPrice, type MoneyLang } from '../../../../domain/money.js';
import { Toolbar } from 'react-aria-components/Toolbar';
import { Button } from '../../../../shared/ui/button.js';
import { Spinner } from '../../../../shared/ui/spinner.js';
import { TextField } from '../../../../shared/ui/text-field.js';
import { itemCents, type CartItem } from '../../../../../machines/cart.machine.js';
import { CopiesTable, FinishList, FramesTable } from './print-tables.js';
import { markFinishesOf } from '../../../../domain/marked-finishes.js';
import { FinishPreviews } from '../../../print/index.js';
import { PriceBreakdown } from './price-breakdown.js';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronRight from 'lucide-react/icons/chevron-right';

export interface CartItemViewProps {
  item: CartItem;
  productName: string;
  /** The product's roll width and welding, to show the seams of a line wider than the roll. */
  material: MaterialSize;
  finishes: ReadonlyMap<number, Finish>;
  lang: MoneyLang;
  /** More than one print: each gets its own extra reference. */
  showReference: boolean;
  collapsed: boolean;
  onToggle?: () => void;
  onReference: (value: string) => void;
  onEdit: () => void;
  onRemove: () => void;
}

export function CartItemView({ item, productName, material, finishes, lang, showReference, collapsed, onToggle, onReference, onEdit, onRemove }: CartItemViewProps) {
  const { t } = useLingui();
  const { print } = item;
  const priceText = formatPrice(itemCents(item), lang);
  const bodyId = `cart-item-${print.uuid}`;
  return (
    <li className="pp-cart-item" data-uuid={print.uuid}>
      <div className="pp-cart-item__header">
        {onToggle ? (
          <Button variant="quiet" aria-expanded={!collapsed} aria-controls={bodyId} onPress={onToggle} aria-label={collapsed ? t`${productName} uitklappen` : t`${productName} inklappen`}>
            {collapsed ? <ChevronRight aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
          </Button>
        ) : null}
        <h2 className="pp-cart-item__name">{productName}</h2>
        <span className="pp-cart-item__price" data-testid="item-price" data-price-status={item.price.status}>
          {item.price.status === 'loading' ? <Spinner label={t`Prijs wordt berekend`} /> : priceText}
        </span>
      </div>
      {collapsed ? null : (
        <div id={bodyId} className="pp-cart-item__body">
          <CopiesTable copies={print.copies} material={material} />
          {(print.frames ?? []).length === 0 ? (
            <FinishPreviews copies={print.copies} finishes={markFinishesOf(print.finishes ?? [], (id) => finishes.get(id), print.product_id)} maxHeightRem={8} />
          ) : null}
          <FinishList finishes={print.finishes ?? []} catalog={finishes} />
          <FramesTable frames={print.frames ?? []} catalog={finishes} />
          {item.price.status === 'known' && item.price.breakdown ? (
            <PriceBreakdown lines={item.price.breakdown} lang={lang} productName={productName} />
          ) : null}
          {showReference ? (
            <TextField label={t`Extra referentie`} value={print.extra_reference ?? ''} onChange={onReference} maxLength={100} />
          ) : null}
          {/* One Tab stop per print; the arrows move between its buttons. */}
          <Toolbar className="pp-cart-item__actions" aria-label={productName}>
            <Button variant="secondary" onPress={onEdit} aria-label={t`${productName} bewerken`}><Trans>Bewerken</Trans></Button>
            <Button variant="danger" onPress={onRemove} aria-label={t`${productName} verwijderen`}><Trans>Verwijderen</Trans></Button>
          </Toolbar>
        </div>
      )}
    </li>
  );
}
