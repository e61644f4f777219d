import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n.js';

/**
 * The API answers some failures with a code rather than a sentence (DESIGN.md section 4:
 * `unauthenticated`, `server_error`, ...), and a call that never reached the server fails with the
 * browser's own words. A customer reads neither: these become a sentence in their language.
 */
const CODES: Record<string, MessageDescriptor> = {
  unauthenticated: msg`U moet ingelogd zijn`,
  token_expired: msg`U moet ingelogd zijn`,
  forbidden: msg`U hebt geen toegang tot dit onderdeel.`,
  partner_required: msg`Kies eerst voor welke partner u bestelt.`,
  not_found: msg`Dit bestaat niet (meer) of hoort niet bij uw account.`,
  too_many_requests: msg`Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw.`,
  server_error: msg`Er ging iets mis op de server. Probeer het later opnieuw of neem contact op met de klantenservice.`,
  database_unavailable: msg`De server is even niet bereikbaar. Probeer het over een paar seconden opnieuw.`,
  server_busy: msg`De server is op dit moment te druk; probeer het over een minuut opnieuw.`,
  payload_too_large: msg`Dit is te groot om te versturen.`,
  malformed_json: msg`Het verzoek kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.`,
  bad_request: msg`Het verzoek kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.`,
  missing_x_requested_with: msg`Het verzoek kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.`,
  method_not_allowed: msg`Deze actie is hier niet mogelijk.`,
  // An answer that did not match its schema (src/shared/api-client/errors.ts AnswerError): never valibot's words.
  unreadable_answer: msg`Het antwoord van de server kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.`,
  unknown_error: msg`Er ging iets mis. Probeer het opnieuw.`,
};

const NO_CONNECTION = msg`Geen verbinding met de server. Controleer uw internetverbinding en probeer het opnieuw.`;

/** What browsers say when fetch cannot reach the server at all, and ky's timeout. */
const NETWORK_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|Request timed out)/;

/**
 * A message fit for a toast or a field: codes and network failures in the customer's language. The
 * schemas' and the server's texts are worded in it already (src/domain/texts) and stay as they are.
 */
export function readableMessage(message: string): string {
  const code = CODES[message];
  if (code) return i18n._(code);
  if (NETWORK_FAILURE.test(message)) return i18n._(NO_CONNECTION);
  return message;
}
