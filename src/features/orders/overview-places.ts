import type { ListPlace } from '../../../machines/order-list.machine.js';
import type { OverviewPlace, OverviewTab } from './components/overview/overview-screen.js';

function pageOf(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A cursor as the server makes them (base64url); anything else opens the newest page. */
function cursorOf(raw: string | undefined): string | undefined {
  return raw && /^[A-Za-z0-9_-]{1,400}$/.test(raw) ? raw : undefined;
}

/** The place an overview address names: its tab, search (at most 100 characters), page and cursor. */
export function placeOf(tab: OverviewTab, search: Record<string, string | undefined>): OverviewPlace {
  const cursor = cursorOf(search.cursor);
  return { tab, q: (search.q ?? '').slice(0, 100), page: pageOf(search.page), ...(cursor ? { cursor } : {}) };
}

/** The lists actor's place of an overview place. */
export const listPlaceOf = ({ tab, ...rest }: OverviewPlace): ListPlace => ({ view: tab, ...rest });

/** Where the customer last was on each tab, so coming back finds the same search and page. */
const lastPlace: Partial<Record<OverviewTab, OverviewPlace>> = {};
let lastTab: OverviewTab = 'orders';

export function rememberPlace(place: OverviewPlace): void {
  lastPlace[place.tab] = place;
  lastTab = place.tab;
}

/** Plain /overview opens the tab the customer used last, as they left it. */
export const placeToReturnTo = (): OverviewPlace => lastPlace[lastTab] ?? { tab: lastTab, q: '', page: 1 };

export const searchOf = (place: OverviewPlace) => ({
  ...(place.q ? { q: place.q } : {}),
  ...(place.page > 1 ? { page: String(place.page) } : {}),
  ...(place.cursor ? { cursor: place.cursor } : {}),
});
