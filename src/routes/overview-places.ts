import type { OverviewPlace, OverviewTab } from '../views/overview/overview-screen.js';

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
