import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAppServices } from './app-context.js';

/**
 * One reorder everywhere (overview and order detail): the after-order actor put the prints in the
 * cart; when any were left to order, the checkout shows them (unavailable ones get a toast).
 */
export function useReorderToCheckout(): void {
  const { afterOrder } = useAppServices();
  const navigate = useNavigate();
  useEffect(() => {
    const reordered = afterOrder.on('order.reordered', ({ hasPrints }) => {
      if (hasPrints) void navigate({ to: '/checkout' });
    });
    return () => reordered.unsubscribe();
  }, [afterOrder, navigate]);
}
