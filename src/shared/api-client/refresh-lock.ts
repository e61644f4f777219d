/**
 * Runs a refresh in one tab at a time. The refresh cookie rotates on every use and a second use
 * of an old one counts as theft (DESIGN.md section 5: the whole family is revoked), so two tabs
 * refreshing at once would log the user out of both. Tabs share the cookie jar: the tab that
 * waits sends the cookie the first one received. Without the Web Locks API (plain http on a
 * non-local address) it simply runs.
 */
export async function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh();
  return await locks.request('pp.refresh', refresh);
}
