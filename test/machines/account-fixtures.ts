import type { AccountAnswer } from '../../machines/account.machine.js';
import type { Settings, User } from '../../src/domain/session.js';

/** A Dutch customer on /settings, as the account machine's tests and path tests use her. */
export const accountUser: User = {
  id: 1, name: 'Karin de Klant', email: 'klant@example.nl', phone: '0612345678', lang: 'nl',
  partner: { id: 1, name: 'Bakkerij De Zon B.V.' }, is_partner_account: false,
};
export const accountSettings: Settings = { pickup_default: false, approve_pdf: true, zoom_text: false, can_choose_purchaser: false, default_address_id: null };
export const savedAnswer: AccountAnswer = { user: { ...accountUser, name: 'Karin Jansen' }, settings: accountSettings };
export const confirmedAnswer: AccountAnswer = { user: { ...accountUser, email: 'karin@nieuw.example.nl' }, settings: accountSettings };

/** The typed form as the view sends it (current password always there; only a new address needs it). */
export const typed = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Karin Jansen', email: 'klant@example.nl', phone: '0612345678', lang: 'nl', current_password: '',
  approve_pdf: true, pickup_default: false, zoom_text: false, default_address_id: null, ...changes,
});

/** A 422 answer of PUT /settings, shaped as the API client's ApiError (status + body.errors). */
export const fieldRefusal = (errors: Record<string, string[]>) =>
  Object.assign(new Error('The given data was invalid.'), { status: 422, body: { message: 'The given data was invalid.', errors } });
