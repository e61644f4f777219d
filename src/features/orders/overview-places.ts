import * as v from 'valibot';
import type { ListPlace, OrderListContext } from '../../../machines/order-list.machine.js';
import { lenient } from '../../shared/search-params.js';
import type { OverviewPlace, OverviewTab } from './components/overview/overview-screen.js';

/** A page number from 1; anything else opens the first page. */
const Page = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1));
/** A cursor as the server makes them (base64url); anything else opens the newest page. */
const Cursor = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,400}$/));
/** The search as typed, at most 100 characters (the server's limit). */
const Query = v.pipe(v.string(), v.transform((q) => q.slice(0, 100)));

/** The query of /overview/{tab}: search, page and cursor. */
export const OverviewSearchSchema = v.object({ q: lenient(Query), page: lenient(Page), cursor: lenient(Cursor) });
export type OverviewSearch = v.InferOutput<typeof OverviewSearchSchema>;

/** The place an overview address names: its tab, search, page and cursor. */
export function placeOf(tab: OverviewTab, search: OverviewSearch): OverviewPlace {
  return { tab, q: search.q ?? '', page: search.page ?? 1, ...(search.cursor ? { cursor: search.cursor } : {}) };
}

/** The lists actor's place of an overview place. */
export const listPlaceOf = ({ tab, ...rest }: OverviewPlace): ListPlace => ({ view: tab, ...rest });

/** The overview place of one of the lists actor's places (home is none). */
export const overviewPlaceOf = ({ view, ...rest }: ListPlace): OverviewPlace | null => (view === 'home' ? null : { tab: view, ...rest });

export const searchOf = (place: OverviewPlace) => ({
  ...(place.q ? { q: place.q } : {}),
  ...(place.page > 1 ? { page: String(place.page) } : {}),
  ...(place.cursor ? { cursor: place.cursor } : {}),
});

/**
 * The query of a link to an overview list from elsewhere (the navbar, home): where the customer left
 * that list this visit (its search and page), so coming back finds it as it was.
 */
export function returnSearchOf(lastPlaces: OrderListContext['lastPlaces'], tab: OverviewTab): ReturnType<typeof searchOf> {
  const place = lastPlaces[tab];
  const overview = place ? overviewPlaceOf(place) : null;
  return overview ? searchOf(overview) : {};
}
