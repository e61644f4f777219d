import * as v from 'valibot';

/**
 * The package tracking of a shipped order, so the customer can follow the parcel: staff give the carrier's code, its link, or
 * both when the order moves to transport; the order page and the shipped mail show the link.
 */

/** The external site where customers follow their parcels (also the navbar's button). */
export const PACKAGE_SCAN_URL = 'https://track.printportal.nl/';

export interface Tracking {
  code: string | null;
  url: string | null;
}

export const TrackingCodeSchema = v.pipe(
  v.string('tracking code must be text'),
  v.trim(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{2,63}$/, 'tracking code must be 3 to 64 letters, digits, spaces, dots, dashes or underscores'),
);

export const TrackingUrlSchema = v.pipe(
  v.string('tracking link must be text'),
  v.trim(),
  v.maxLength(500, 'tracking link may be at most 500 characters'),
  v.url('tracking link must be a web address'),
  v.regex(/^https?:\/\//i, 'tracking link must start with https:// or http://'),
);

/** Where the customer follows the parcel: the carrier's own link, else the scan site with the code. */
export function trackingLink(tracking: Tracking): string | null {
  if (tracking.url) return tracking.url;
  if (tracking.code) return `${PACKAGE_SCAN_URL}?code=${encodeURIComponent(tracking.code)}`;
  return null;
}
