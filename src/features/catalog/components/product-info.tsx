import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../../domain/catalog.js';
import { Button } from '../../../shared/ui/button.js';
import { FavoriteButton } from './favorite-button.js';

interface ProductInfoProps {
  product: Product;
  isFavorite: boolean;
  isSaving: boolean;
  onToggleFavorite: () => void;
  onChoose: () => void;
}

/** The info panel of a product (spec section 2): its facts, a favourite heart and a choose button. */
export function ProductInfo({ product, isFavorite, isSaving, onToggleFavorite, onChoose }: ProductInfoProps) {
  const { t, i18n } = useLingui();
  const widthCm = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 }).format(product.width / 10);
  const fire = product.fire_resistant ? t`Ja` : t`Nee`;
  const name = product.name;
  return (
    <section className="pp-info" aria-label={t`Informatie over ${name}`}>
      <h3 className="pp-info__title">{product.name}</h3>
      <dl className="pp-info__facts">
        <dt><Trans>Materiaal</Trans></dt>
        <dd>{product.material}</dd>
        <dt><Trans>Glans</Trans></dt>
        <dd>{product.gloss}</dd>
        <dt><Trans>Breedte</Trans></dt>
        <dd><Trans>{widthCm} cm</Trans></dd>
        <dt><Trans>Gewicht</Trans></dt>
        <dd>{product.density}</dd>
        <dt><Trans>Brandvertragend</Trans></dt>
        <dd>{fire}</dd>
      </dl>
      <div className="pp-info__actions">
        <FavoriteButton name={name} isFavorite={isFavorite} isSaving={isSaving} onToggle={onToggleFavorite} />
        <Button onPress={onChoose}>
          <Trans>Kiezen</Trans>
        </Button>
      </div>
    </section>
  );
}
