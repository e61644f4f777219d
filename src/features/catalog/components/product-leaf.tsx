import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { Product } from '../../../domain/catalog.js';
import { Button } from '../../../shared/ui/button.js';
import { ProductInfo } from './product-info.js';

/** Spec section 9: the info panel shows after 600 ms of hovering. */
export const HOVER_INFO_DELAY_MS = 600;

export interface FavoriteControl {
  isFavorite: (product: Product) => boolean;
  isSaving: (product: Product) => boolean;
  toggle: (product: Product) => void;
}

interface ProductLeafProps {
  product: Product;
  label: ReactNode;
  className?: string;
  favorites: FavoriteControl;
  onChoose: (product: Product) => void;
}

/**
 * A clickable product. Its info panel opens after hovering 600 ms or at once on keyboard focus, and
 * stays open while the pointer or focus is inside, so Tab reaches the heart and the choose button.
 */
export function ProductLeaf({ product, label, className, favorites, onChoose }: ProductLeafProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <div
      className={['pp-leaf', className].filter(Boolean).join(' ')}
      onPointerEnter={() => {
        stopTimer();
        timer.current = setTimeout(() => setOpen(true), HOVER_INFO_DELAY_MS);
      }}
      onPointerLeave={() => {
        stopTimer();
        setOpen(false);
      }}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
    >
      {/* A finger has no hover: a tap opens the panel (facts, heart, choose button); tapping elsewhere closes it. */}
      <Button variant="quiet" className="pp-leaf__button" onPress={(event) => (event.pointerType === 'touch' ? setOpen(true) : onChoose(product))}>
        {label}
      </Button>
      {open ? (
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
