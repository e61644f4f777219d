import { useState, type ReactNode } from 'react';
import { Button } from '../../../../shared/ui/button.js';

/**
 * The first `step` items, and a button for the next `step`: an order of 500 prints and
 * 5,000 copy lines opens at once instead of freezing the page while it renders everything.
 */
export function useShownCount(total: number, step: number) {
  const [shown, setShown] = useState(step);
  return { shown: Math.min(shown, total), more: () => setShown((value) => value + step), hidden: Math.max(0, total - shown) };
}

export function ShowMoreButton({ hidden, onPress, children }: { hidden: number; onPress: () => void; children: ReactNode }) {
  if (hidden <= 0) return null;
  return (
    <p className="pp-show-more">
      <Button variant="secondary" onPress={onPress}>{children}</Button>
    </p>
  );
}
