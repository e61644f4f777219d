import { Trans, useLingui } from '@lingui/react/macro';
import { FavoriteButton } from './favorite-button.js';
import type { Product } from '../../../domain/catalog.js';
import { formatEuro } from '../../../domain/money.js';
import { maxPrintSize } from '../../../domain/print-limits.js';
import type { ProductType } from '../../../domain/product-types.js';
import { Button } from '../../../shared/ui/button.js';
import { ProductDrawing } from './product-drawings.js';
import type { FavoriteControl } from './product-leaf.js';
import { drawingOf } from './type-drawings.js';

interface ProductCardProps {
  product: Product;
  type: ProductType;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
}

/**
 * One product with everything needed to pick it: its drawing, facts, the "vanaf" price the server
 * worked out for a reference print, the favourite heart and the choose button, all in view (no
 * hover needed, so a phone reaches them too).
 */
export function ProductCard({ product, type, favorites, onChoose }: ProductCardProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'nl';
  const cm = (mm: number) => new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 }).format(mm / 10);
  const name = product.name;
  const titleId = `pp-card-${product.id}`;
  const fixed = product.fixed_width > 0 && product.fixed_height > 0;
  const widest = maxPrintSize(product)?.shortMm ?? 0;
  const fixedWidth = cm(product.fixed_width);
  const fixedHeight = cm(product.fixed_height);
  const widestCm = cm(widest);
  const from = product.from_price;
  const isFavorite = favorites.isFavorite(product);
  return (
    <article className="pp-card" aria-labelledby={titleId} data-product={product.default_code}>
      <span className="pp-card__drawing">
        <ProductDrawing icon={drawingOf(product, type)} />
      </span>
      <h3 id={titleId} className="pp-card__title">{product.name}</h3>
      <dl className="pp-card__facts">
        <dt><Trans>Materiaal</Trans></dt>
        <dd>{[product.material, product.density].filter(Boolean).join(', ')}</dd>
        {fixed ? (
          <>
            <dt><Trans>Formaat</Trans></dt>
            <dd><Trans>{fixedWidth} × {fixedHeight} cm</Trans></dd>
          </>
        ) : widest > 0 ? (
          <>
            <dt><Trans>Breedte</Trans></dt>
            <dd><Trans>tot {widestCm} cm</Trans></dd>
          </>
        ) : null}
        <dt><Trans>Brandklasse</Trans></dt>
        <dd>{product.fire_resistant ? <Trans>Brandvertragend (B1)</Trans> : <Trans>Niet brandvertragend</Trans>}</dd>
        <dt><Trans>Bedrukking</Trans></dt>
        <dd>{product.sides === 2 ? <Trans>Enkel- of dubbelzijdig</Trans> : <Trans>Enkelzijdig</Trans>}</dd>
      </dl>
      {from ? <FromPrice cents={from.cents} quantity={from.quantity} width={cm(from.width)} height={cm(from.height)} lang={lang} /> : null}
      <div className="pp-card__actions">
        <FavoriteButton name={name} isFavorite={isFavorite} isSaving={favorites.isSaving(product)} onToggle={() => favorites.toggle(product)} />
        <Button onPress={() => onChoose(product)} aria-label={t`Kiezen: ${name}`}>
          <Trans>Kiezen</Trans>
        </Button>
      </div>
    </article>
  );
}

interface FromPriceProps {
  cents: number;
  quantity: number;
  width: string;
  height: string;
  lang: 'nl' | 'en';
}

function FromPrice({ cents, quantity, width, height, lang }: FromPriceProps) {
  const amount = formatEuro(cents, lang);
  return (
    <p className="pp-card__price">
      <span className="pp-card__amount"><Trans>vanaf {amount}</Trans></span>
      <span className="pp-card__reference">
        {quantity > 1 ? <Trans>{quantity} stuks van {width} × {height} cm, excl. btw</Trans> : <Trans>{width} × {height} cm, excl. btw</Trans>}
      </span>
    </p>
  );
}
