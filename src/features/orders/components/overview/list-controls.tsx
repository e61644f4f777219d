import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Label, SearchField, Button as ClearButton } from 'react-aria-components/SearchField';
import { Button } from '../../../../shared/ui/button.js';
import X from 'lucide-react/icons/x';

export interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  label: string;
}

/** Search by reference or number: Enter searches, Escape or the cross clears. */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  return (
    <form
      noValidate
      role="search"
      aria-label={label}
      className="pp-overview__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <SearchField
        value={draft}
        onChange={setDraft}
        onClear={() => onSearch('')}
        className="pp-field pp-searchfield"
        maxLength={100}
      >
        <Label className="pp-field__label">{label}</Label>
        <span className="pp-searchfield__row">
          <Input className="pp-field__input" placeholder={t`bijv. 1042 of Voorjaarsactie`} />
          <ClearButton className="pp-searchfield__clear" aria-label={t`Zoekterm wissen`}><X aria-hidden="true" size={18} /></ClearButton>
        </span>
      </SearchField>
      <Button type="submit" variant="secondary">
        <Trans>Zoeken</Trans>
      </Button>
    </form>
  );
}

export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page 2 of 5"; hidden when everything fits on one page. */
export function Pager({ page, perPage, total, onPage }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="pp-pager" aria-label={t`Pagina's`}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        <Trans>Vorige</Trans>
      </Button>
      <span className="pp-pager__status" aria-live="polite">
        <Trans>Pagina {page} van {pages}</Trans>
      </span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        <Trans>Volgende</Trans>
      </Button>
    </nav>
  );
}

export interface CursorPagerProps {
  page: number;
  perPage: number;
  total: number;
  /** More than `total` match (the server counts exactly up to 1,000). */
  totalCapped: boolean;
  prevCursor: string | null;
  nextCursor: string | null;
  onCursor: (cursor: string) => void;
}

/** Previous / next by the cursors of the page: as fast at page 5,000 as at page 1. */
export function CursorPager({ page, perPage, total, totalCapped, prevCursor, nextCursor, onCursor }: CursorPagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (prevCursor === null && nextCursor === null) return null;
  return (
    <nav className="pp-pager" aria-label={t`Pagina's`}>
      <Button variant="secondary" isDisabled={prevCursor === null} onPress={() => prevCursor && onCursor(prevCursor)}>
        <Trans>Vorige</Trans>
      </Button>
      <span className="pp-pager__status" aria-live="polite">
        {!totalCapped ? <Trans>Pagina {page} van {pages}</Trans>
          : page <= pages ? <Trans>Pagina {page} van meer dan {pages}</Trans>
          // Past the counted pages, "page 51 of more than 50" says nothing new.
          : <Trans>Pagina {page}</Trans>}
      </span>
      <Button variant="secondary" isDisabled={nextCursor === null} onPress={() => nextCursor && onCursor(nextCursor)}>
        <Trans>Volgende</Trans>
      </Button>
    </nav>
  );
}
