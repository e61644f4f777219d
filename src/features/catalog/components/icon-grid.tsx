import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Breadcrumb, Breadcrumbs } from 'react-aria-components/Breadcrumbs';
import type { CatalogNode, Product } from '../../../domain/catalog.js';
import { Button } from '../../../shared/ui/button.js';
import { nodesAlong, shownChildren } from './catalog-tree.js';
import { ProductDrawing } from './product-drawings.js';
import { ProductLeaf, type FavoriteControl } from './product-leaf.js';

interface IconGridProps {
  chapterLabel: string;
  nodes: readonly CatalogNode[];
  products: ReadonlyMap<number, Product>;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
}

function Icon({ node }: { node: CatalogNode }) {
  // Icons are short names (e.g. 'wave', 'mesh'); the drawing is decorative, the tile's text names it.
  return (
    <span className="pp-grid__icon">
      <ProductDrawing icon={node.icon} />
    </span>
  );
}

/** Flags, fence banners and adhesive: a grid of icons, one level at a time, with breadcrumbs. */
export function IconGrid({ chapterLabel, nodes, products, favorites, onChoose }: IconGridProps) {
  const { t } = useLingui();
  const [path, setPath] = useState<number[]>([]);
  const trail = nodesAlong(nodes, path);
  const level = trail.length > 0 ? trail[trail.length - 1]!.children : nodes;
  return (
    <div className="pp-grid-chapter">
      <nav aria-label={t`Kruimelpad`}>
        <Breadcrumbs className="pp-breadcrumbs">
          <Breadcrumb id="root" className="pp-breadcrumbs__item">
            {trail.length === 0 ? <span aria-current="page">{chapterLabel}</span> : <Button variant="quiet" onPress={() => setPath([])}>{chapterLabel}</Button>}
          </Breadcrumb>
          {trail.map((node, index) => (
            <Breadcrumb key={node.id} id={String(node.id)} className="pp-breadcrumbs__item">
              {index === trail.length - 1 ? <span aria-current="page">{node.name}</span> : <Button variant="quiet" onPress={() => setPath(path.slice(0, index + 1))}>{node.name}</Button>}
            </Breadcrumb>
          ))}
        </Breadcrumbs>
      </nav>
      <ul className="pp-grid">
        {shownChildren(level).map((node) => {
          if (node.product_id === null) {
            return (
              <li key={node.id} className="pp-grid__item">
                <Button variant="quiet" className="pp-grid__button" onPress={() => setPath([...path, node.id])}>
                  <Icon node={node} />
                  <span>{node.name}</span>
                </Button>
              </li>
            );
          }
          const product = products.get(node.product_id);
          if (!product) return null;
          return (
            <li key={node.id} className="pp-grid__item">
              <ProductLeaf
                product={product}
                className="pp-grid__button"
                label={
                  <>
                    <Icon node={node} />
                    <span>{node.name}</span>
                  </>
                }
                favorites={favorites}
                onChoose={onChoose}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
