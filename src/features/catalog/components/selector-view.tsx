import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Catalog, Chapter, Product } from '../../../domain/catalog.js';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { productTypesOf, typeOfProduct } from '../../../domain/product-types.js';
import { isChapter, isIconGrid, TOP_CHAPTERS, visibleChapters } from './catalog-tree.js';
import { useChapterLabels } from './chapter-labels.js';
import { IconGrid } from './icon-grid.js';
import type { FavoriteControl } from './product-leaf.js';
import { ProductTree } from './product-tree.js';
import { ProductCards } from './product-cards.js';
import { ProductSearchBox } from './product-search-box.js';
import { LayoutSwitch } from './layout-switch.js';
import { useSelectorLayout } from './selector-layout.js';

export interface SelectorViewProps {
  catalog: Catalog;
  products: readonly Product[];
  chapter: Chapter;
  onChapterChange: (chapter: Chapter) => void;
  onChoose: (product: Product) => void;
  /** Products whose heart was pressed and whose save has not answered yet (the session's). */
  savingFavorites: readonly number[];
  /** The heart was pressed: the session machine saves it (`favorite.toggle`). */
  onToggleFavorite: (productId: number) => void;
}

/**
 * The product selector: chapters on the left; on the right the search, and the chapter as its tree
 * (or icon grid) or as product cards, as the customer last chose.
 */
export function SelectorView({ catalog, products, chapter, onChapterChange, onChoose, savingFavorites, onToggleFavorite }: SelectorViewProps) {
  const { t } = useLingui();
  const labels = useChapterLabels();
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const types = useMemo(() => productTypesOf(catalog), [catalog]);
  const [layout, setLayout] = useSelectorLayout();
  const favorites: FavoriteControl = {
    isFavorite: (product) => product.is_favorite,
    isSaving: (product) => savingFavorites.includes(product.id),
    toggle: (product) => onToggleFavorite(product.id),
  };

  const chapters = visibleChapters(catalog);
  const top = chapters.filter((candidate) => TOP_CHAPTERS.includes(candidate));
  const lower = chapters.filter((candidate) => !TOP_CHAPTERS.includes(candidate));
  const chapterLabel = labels[chapter];
  // One Tab stop: arrows move through the chapters, Enter or Space opens one.
  const item = (candidate: Chapter, divided: boolean) => (
    <ListBoxItem
      key={candidate}
      id={candidate}
      textValue={labels[candidate]}
      className={['pp-chapters__item', candidate === chapter ? 'pp-chapters__item--current' : '', divided ? 'pp-chapters__item--divided' : ''].filter(Boolean).join(' ')}
    >
      {labels[candidate]}
    </ListBoxItem>
  );
  const nodes = catalog[chapter];
  return (
    <>
      {/* Before the chapters, so the chapter list stays the stop just before the chapter's heading and the tree just after it. */}
      <div className="pp-selector__tools">
        <ProductSearchBox className="pp-selector__search" catalog={catalog} products={products} onChoose={onChoose} label={t`Product zoeken`} />
        <LayoutSwitch layout={layout} onChange={setLayout} />
      </div>
      <div className="pp-selector">
        <nav className="pp-chapters" aria-label={t`Hoofdstukken`}>
          <ListBox
            className="pp-chapters__list"
            aria-label={t`Hoofdstukken`}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[chapter]}
            onSelectionChange={(keys) => {
              const next = [...keys][0];
              if (typeof next === 'string' && isChapter(next) && next !== chapter) onChapterChange(next);
            }}
          >
            {top.map((candidate) => item(candidate, false))}
            {lower.map((candidate, index) => item(candidate, index === 0 && top.length > 0))}
          </ListBox>
        </nav>
        <section className="pp-selector__products" aria-labelledby="pp-selector-title">
          <h2 id="pp-selector-title">{chapterLabel}</h2>
          {nodes.length === 0 ? (
            <p><Trans>Hier staan nog geen producten.</Trans></p>
          ) : layout === 'cards' ? (
            <ProductCards key={chapter} nodes={nodes} products={byId} typeOf={(id) => typeOfProduct(types, id)} favorites={favorites} onChoose={onChoose} />
          ) : isIconGrid(chapter) ? (
            <IconGrid key={chapter} chapterLabel={chapterLabel} nodes={nodes} products={byId} favorites={favorites} onChoose={onChoose} />
          ) : (
            <ProductTree key={chapter} nodes={nodes} products={byId} favorites={favorites} onChoose={onChoose} labelledBy="pp-selector-title" />
          )}
        </section>
      </div>
    </>
  );
}
