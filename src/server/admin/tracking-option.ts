import * as v from 'valibot';
import { TrackingCodeSchema, TrackingUrlSchema, type Tracking } from '../../domain/tracking.js';
import { AdminError } from './admin-context.js';

function checked(schema: typeof TrackingCodeSchema | typeof TrackingUrlSchema, value: unknown, option: string): string | null {
  if (value === undefined) return null;
  const result = v.safeParse(schema, value);
  if (!result.success) throw new AdminError(`--${option}: ${result.issues[0].message}`);
  return result.output;
}

/** --tracking-code and --tracking-url of order:advance, checked; null when neither is given. */
export function trackingOption(code: unknown, url: unknown): Tracking | null {
  const tracking = { code: checked(TrackingCodeSchema, code, 'tracking-code'), url: checked(TrackingUrlSchema, url, 'tracking-url') };
  return tracking.code === null && tracking.url === null ? null : tracking;
}
