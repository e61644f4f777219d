import * as v from 'valibot';
import { QueryText } from '../../../shared/search-params.js';

/** /settings: `?email_token=` is the link mailed to a new login address. */
export const SettingsSearchSchema = v.object({ email_token: QueryText });
