import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CatalogNode, Product } from '../../../domain/catalog.js';
import type { ProductType } from '../../../domain/product-types.js';
import { Checkbox } from '../../../shared/ui/checkbox.js';
import { Select } from '../../../shared/ui/select.js';
import { chapterProducts, filterCards, materialsOf, NO_FILTERS, type CardFilters } from './card-filters.js';
import { ProductCard } from './product-card.js';
import type { FavoriteControl } from './product-leaf.js';
import './product-cards.css';

interface ProductCardsProps {
  nodes: readonly CatalogNode[];
  products: ReadonlyMap<number, Product>;
  typeOf: (productId: number) => ProductType;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
}

const ALL_MATERIALS = '*';

/** A chapter's products as cards, narrowed by fire resistance, double-sided printing and material. */
export function ProductCards({ nodes, products, typeOf, favorites, onChoose }: ProductCardsProps) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<CardFilters>(NO_FILTERS);
  const all = useMemo(() => chapterProducts(nodes, products), [nodes, products]);
  const materials = useMemo(() => materialsOf(all, new Intl.Collator(i18n.locale)), [all, i18n.locale]);
  const shown = filterCards(all, filters);
  const count = shown.length;
  const options = [{ id: ALL_MATERIALS, label: t`Alle materialen` }, ...materials.map((material) => ({ id: material, label: material }))];
  return (
    <div className="pp-cards">
      <div className="pp-cards__filters" role="group" aria-label={t`Filters`}>
        <Checkbox isSelected={filters.fireResistant} onChange={(fireResistant) => setFilters({ ...filters, fireResistant })}>
          <Trans>Brandvertragend</Trans>
        </Checkbox>
        <Checkbox isSelected={filters.doubleSided} onChange={(doubleSided) => setFilters({ ...filters, doubleSided })}>
          <Trans>Dubbelzijdig</Trans>
        </Checkbox>
        <Select
          className="pp-cards__material"
          label={t`Materiaal`}
          options={options}
          selectedKey={filters.material ?? ALL_MATERIALS}
          onSelectionChange={(key) => setFilters({ ...filters, material: key === ALL_MATERIALS || key === null ? null : String(key) })}
        />
      </div>
      <p className="pp-cards__count" role="status">{plural(count, { one: '# product', other: '# producten' })}</p>
      <ul className="pp-cards__list">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} type={typeOf(product.id)} favorites={favorites} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </div>
  );
}
