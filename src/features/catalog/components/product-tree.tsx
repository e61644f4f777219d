import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Tree, TreeItem, TreeItemContent, type Key } from 'react-aria-components/Tree';
import type { CatalogNode, Product } from '../../../domain/catalog.js';
import { hasProducts } from '../../../domain/chapters.js';
import { shownChildren } from './catalog-tree.js';
import { HOVER_INFO_DELAY_MS, type FavoriteControl } from './product-leaf.js';
import { ProductInfo } from './product-info.js';
import ChevronRight from 'lucide-react/icons/chevron-right';

interface ProductTreeProps {
  nodes: readonly CatalogNode[];
  products: ReadonlyMap<number, Product>;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
  /** The id of the heading that names the tree (the chapter's). */
  labelledBy: string;
}

/** Every category that has products under it (all start open). */
function categoryKeys(nodes: readonly CatalogNode[]): Key[] {
  return shownChildren(nodes).flatMap((node) => (node.product_id === null && hasProducts(node.children) ? [node.id, ...categoryKeys(node.children)] : []));
}

/**
 * Categories and products as one tree, one Tab stop: Up/Down move, Right/Left open and close a
 * category, Enter chooses a product (or opens/closes a category); Right from a product reaches its
 * info panel's heart and choose button. A finger has no hover: tapping a product opens its panel
 * (facts, heart, choose button) instead of choosing it at once.
 */
export function ProductTree({ nodes, products, favorites, onChoose, labelledBy }: ProductTreeProps) {
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(categoryKeys(nodes)));
  const [tapped, setTapped] = useState<Key | null>(null);
  const lastPointer = useRef('keyboard');
  // A product's row key is `product-{product id}-{node id}` (one product may sit in two categories).
  const productOf = (key: Key) => {
    const match = /^product-(\d+)-/.exec(String(key));
    return match ? products.get(Number(match[1])) : undefined;
  };
  const toggle = (key: Key) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div
      onPointerDownCapture={(event) => { lastPointer.current = event.pointerType; }}
      onKeyDownCapture={() => { lastPointer.current = 'keyboard'; }}
    >
      <Tree
        className="pp-tree"
        aria-labelledby={labelledBy}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        onAction={(key) => {
          const product = productOf(key);
          if (!product) toggle(key);
          else if (lastPointer.current === 'touch') setTapped(tapped === key ? null : key);
          else onChoose(product);
        }}
      >
        {shownChildren(nodes).map((node) => (
          <TreeNode key={node.id} node={node} products={products} favorites={favorites} onChoose={onChoose} tapped={tapped} />
        ))}
      </Tree>
    </div>
  );
}

type NodeProps = { node: CatalogNode; tapped: Key | null } & Omit<ProductTreeProps, 'nodes' | 'labelledBy'>;

function TreeNode({ node, products, favorites, onChoose, tapped }: NodeProps) {
  if (node.product_id !== null) {
    const product = products.get(node.product_id);
    if (!product) return null; // a link to a product that is no longer offered
    const id = `product-${product.id}-${node.id}`;
    return (
      <TreeItem id={id} textValue={node.name} className="pp-tree__leaf">
        <TreeItemContent>
          {({ isFocusVisibleWithin }) => (
            <LeafContent product={product} label={node.name} showInfo={isFocusVisibleWithin || tapped === id} favorites={favorites} onChoose={onChoose} />
          )}
        </TreeItemContent>
      </TreeItem>
    );
  }
  return (
    <TreeItem id={node.id} textValue={node.name} className="pp-tree__category">
      <TreeItemContent>{({ isExpanded }) => <CategoryContent name={node.name} isExpanded={isExpanded} />}</TreeItemContent>
      {shownChildren(node.children).map((child) => (
        <TreeNode key={child.id} node={child} products={products} favorites={favorites} onChoose={onChoose} tapped={tapped} />
      ))}
    </TreeItem>
  );
}

/**
 * A category's row: its expand button (react-aria's `chevron` slot: it opens and closes the
 * category, stays out of the Tab order and is named with the row, "Inklappen Spandoeken") and name.
 */
function CategoryContent({ name, isExpanded }: { name: string; isExpanded: boolean }) {
  const { t } = useLingui();
  return (
    <span className="pp-tree__toggle">
      <Button slot="chevron" className="pp-tree__chevron" aria-label={isExpanded ? t`Inklappen` : t`Uitklappen`}>
        <ChevronRight aria-hidden="true" size={18} />
      </Button>
      {name}
    </span>
  );
}

interface LeafContentProps {
  product: Product;
  label: string;
  /** The keyboard focus is on the product's row or in its panel, or a finger tapped it: the panel shows at once. */
  showInfo: boolean;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
}

/** A product's row: its name, and its info panel after 600 ms of hovering or on keyboard focus. */
function LeafContent({ product, label, showInfo, favorites, onChoose }: LeafContentProps) {
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);
  return (
    <div
      className="pp-leaf"
      onPointerEnter={() => {
        stopTimer();
        timer.current = setTimeout(() => setHovered(true), HOVER_INFO_DELAY_MS);
      }}
      onPointerLeave={() => {
        stopTimer();
        setHovered(false);
      }}
    >
      <span className="pp-leaf__name">{label}</span>
      {hovered || showInfo ? (
        <ProductInfo
          product={product}
          isFavorite={favorites.isFavorite(product)}
          isSaving={favorites.isSaving(product)}
          onToggleFavorite={() => favorites.toggle(product)}
          onChoose={() => onChoose(product)}
        />
      ) : null}
    </div>
  );
}
