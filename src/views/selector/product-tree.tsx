import { useState } from 'react';
import type { CatalogNode, Product } from '../../domain/catalog.js';
import { Button } from '../../ui/button.js';
import { shownChildren } from './catalog-tree.js';
import { ProductLeaf, type FavoriteControl } from './product-leaf.js';

interface ProductTreeProps {
  nodes: readonly CatalogNode[];
  products: ReadonlyMap<number, Product>;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
}

/** Categories open and close; products are the clickable leaves. */
export function ProductTree({ nodes, products, favorites, onChoose }: ProductTreeProps) {
  return (
    <ul className="pp-tree">
      {shownChildren(nodes).map((node) => (
        <TreeNode key={node.id} node={node} products={products} favorites={favorites} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function TreeNode({ node, products, favorites, onChoose }: { node: CatalogNode } & Omit<ProductTreeProps, 'nodes'>) {
  const [expanded, setExpanded] = useState(true);
  const product = node.product_id === null ? undefined : products.get(node.product_id);
  if (node.product_id !== null) {
    if (!product) return null; // a link to a product that is no longer offered
    return (
      <li className="pp-tree__leaf">
        <ProductLeaf product={product} label={node.name} favorites={favorites} onChoose={onChoose} />
      </li>
    );
  }
  const groupId = `pp-tree-${node.id}`;
  return (
    <li className="pp-tree__category">
      <Button variant="quiet" className="pp-tree__toggle" aria-expanded={expanded} aria-controls={groupId} onPress={() => setExpanded(!expanded)}>
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {node.name}
      </Button>
      {expanded ? (
        <ul className="pp-tree" id={groupId}>
          {shownChildren(node.children).map((child) => (
            <TreeNode key={child.id} node={child} products={products} favorites={favorites} onChoose={onChoose} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
