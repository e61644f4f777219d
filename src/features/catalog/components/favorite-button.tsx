import { useLingui } from '@lingui/react/macro';
import Heart from 'lucide-react/icons/heart';
import { Button } from '../../../shared/ui/button.js';

interface FavoriteButtonProps {
  name: string;
  isFavorite: boolean;
  isSaving: boolean;
  onToggle: () => void;
}

/** The heart that adds a product to (or takes it from) the customer's favourites. */
export function FavoriteButton({ name, isFavorite, isSaving, onToggle }: FavoriteButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="quiet"
      className={isFavorite ? 'pp-heart pp-heart--on' : 'pp-heart'}
      aria-pressed={isFavorite}
      aria-label={t`Favoriet: ${name}`}
      // Pending, not disabled, while the save runs: it keeps the keyboard focus and says it is busy.
      isPending={isSaving}
      onPress={onToggle}
    >
      <Heart aria-hidden="true" size={22} fill={isFavorite ? 'currentColor' : 'none'} />
    </Button>
  );
}
