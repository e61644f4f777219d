import * as v from 'valibot';
import { QueryText } from '../../../shared/search-params.js';

// The queries of the login area and the boot screen (the route guard, src/app/guard.ts, reads them too).

/** /login: `?token=` (an e-mailed login link) and `?url=` (where to go once logged in). */
export const LoginSearchSchema = v.object({ token: QueryText, url: QueryText });

/** /login/reset/{token}: the address the mailed link was sent to fills the e-mail field. */
export const ResetSearchSchema = v.object({ email: QueryText });

/** /loading: `?url=` is where the boot screen goes once the customer's data is there. */
export const LoadingSearchSchema = v.object({ url: QueryText });
