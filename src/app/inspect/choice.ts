/** Which inspection a developer asked for in this tab: the in-page panel or the hosted Stately inspector. */
export type InspectChoice = 'local' | 'stately';

/** sessionStorage: the choice belongs to one tab and ends with it, like the dev session it serves. */
export const INSPECT_CHOICE_KEY = 'pp.inspect';

function stored(storage: Storage): InspectChoice | null {
  const value = storage.getItem(INSPECT_CHOICE_KEY);
  return value === 'local' || value === 'stately' ? value : null;
}

/**
 * The choice from the address (`?inspect=local`; `?inspect` or `?inspect=stately`; `?inspect=off`),
 * remembered in the tab, because the router drops the parameter after login and a reload would
 * otherwise lose it. Without the parameter the tab's earlier choice holds.
 */
export function chooseInspection(search: string, storage: Storage): InspectChoice | null {
  const asked = new URLSearchParams(search).get('inspect');
  if (asked === null) return stored(storage);
  if (asked === 'off') {
    forgetInspection(storage);
    return null;
  }
  // A bare `?inspect` has always meant the hosted inspector; any other value too, rather than nothing.
  const choice: InspectChoice = asked === 'local' ? 'local' : 'stately';
  rememberInspection(storage, choice);
  return choice;
}

export function rememberInspection(storage: Storage, choice: InspectChoice): void {
  storage.setItem(INSPECT_CHOICE_KEY, choice);
}

export function forgetInspection(storage: Storage): void {
  storage.removeItem(INSPECT_CHOICE_KEY);
}
