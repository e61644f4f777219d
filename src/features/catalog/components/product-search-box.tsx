import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type FocusEvent } from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Input, Label, SearchField } from 'react-aria-components/SearchField';
import Search from 'lucide-react/icons/search';
import type { Catalog, Product } from '../../../domain/catalog.js';
import { productSearch } from '../search/product-search.js';
import { ProductDrawing } from './product-drawings.js';
import { drawingOf } from './type-drawings.js';
import './product-search.css';

export interface ProductSearchBoxProps {
  catalog: Catalog;
  products: readonly Product[];
  onChoose: (product: Product) => void;
  label: string;
  /** The navbar shows no label (its placeholder says what to type); screen readers still get it. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * Find a product by typing: name, material, weight, article code or a synonym in Dutch or English,
 * typos forgiven. The hits follow every keystroke in a list under the field; the arrows move through
 * them while the cursor stays in the field, Enter opens the highlighted one, Escape clears.
 * (An inline list, not a popover: a popover would hide the rest of the page from screen readers.)
 */
export function ProductSearchBox({ catalog, products, onChoose, label, hideLabel = false, className }: ProductSearchBoxProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const listId = useId();
  // The index is built when the field is first used, not when the page shows (a catalogue of
  // thousands takes a few hundred milliseconds to index on a slow machine).
  const search = focused || query !== '' ? productSearch(products, catalog) : null;
  const hits = useMemo(() => search?.search(query) ?? [], [search, query]);
  const open = focused && query.trim() !== '';
  const choose = (product: Product | undefined) => {
    if (!product) return;
    setQuery('');
    onChoose(product);
  };
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div className={['pp-search', className].filter(Boolean).join(' ')} onFocus={() => setFocused(true)} onBlur={leave}>
      <Autocomplete inputValue={query} onInputChange={setQuery}>
        {/* The first hit is highlighted as the hits change, so Enter alone opens the best match. */}
        <SearchField className="pp-search__field" aria-label={hideLabel ? label : undefined}>
          {hideLabel ? null : <Label className="pp-field__label">{label}</Label>}
          <span className="pp-search__row">
            <Search aria-hidden="true" size={18} className="pp-search__icon" />
            <Input className="pp-field__input pp-search__input" placeholder={t`Zoek product, materiaal of code`} />
          </span>
        </SearchField>
        <div className="pp-search__panel" hidden={!open}>
          <ListBox<Product>
            id={listId}
            className="pp-listbox pp-search__list"
            aria-label={t`Gevonden producten`}
            items={hits}
            onAction={(key) => choose(hits.find((hit) => hit.id === key))}
            renderEmptyState={() => <p className="pp-search__empty"><Trans>Geen product gevonden</Trans></p>}
          >
            {(product) => (
              <ListBoxItem id={product.id} textValue={product.name} className="pp-listbox__item pp-search__hit">
                <span className="pp-search__drawing"><ProductDrawing icon={drawingOf(product, search?.typeOf(product.id) ?? 'banner')} /></span>
                <span className="pp-search__text">
                  <span className="pp-search__name">{product.name}</span>
                  <span className="pp-search__facts">{[product.material, product.density, product.default_code].filter(Boolean).join(' · ')}</span>
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Autocomplete>
    </div>
  );
}
