import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { countryName } from './country-names.js';
import { FIELD_TITLES, fieldKey } from './field-titles.js';

/**
 * The schemas of src/domain and the server word their refusals in one English source text per rule
 * ("Reference is required", "password must be at least 8 characters"), so the server, the logs and
 * the tests share one wording. A customer reads them here: rule and field are recognised, and the
 * sentence is made again in their language with the field's own title ("Referentie is verplicht").
 */
type Rule = [RegExp, (title: string, n: string) => string];

const RULES: readonly Rule[] = [
  [/^(.+?) is required\.?$/, (title) => t`${title} is verplicht`],
  [/^(.+?) must be a valid email( address)?\.?$/, (title) => t`${title} moet een geldig e-mailadres zijn`],
  [/^(.+?) must be at least (\d+) characters\.?$/, (title, n) => t`${title} moet minstens ${n} tekens hebben`],
  [/^(.+?) must be a phone number of at least (\d+) characters.*$/, (title, n) => t`${title} moet minstens ${n} tekens hebben`],
  [/^(.+?) (?:may be at most|may not be longer than) (\d+) characters\.?$/, (title, n) => t`${title} mag hoogstens ${n} tekens hebben`],
  [/^(.+?) may not contain control characters$/, (title) => t`${title} mag geen stuurtekens bevatten`],
  [/^(.+?) must be text\.?$/, (title) => t`${title} moet tekst zijn`],
  [/^(.+?) must be (?:an integer|a number|a positive whole number)$/, (title) => t`${title} moet een heel getal zijn`],
  [/^(.+?) must be at least (\d+)$/, (title, n) => t`${title} moet minimaal ${n} zijn`],
  [/^(.+?) may not be greater than (\d+)$/, (title, n) => t`${title} mag niet groter zijn dan ${n}`],
  [/^(.+?) must be 1 or 2$/, (title) => t`${title} moet 1 of 2 zijn`],
  [/^(.+?) must be true or false$/, (title) => t`${title} moet ja of nee zijn`],
  [/^(.+?) must be a list$/, (title) => t`${title} moet een lijst zijn`],
  [/^(.+?) must be an object\.?$/, (title) => t`${title} is niet volledig ingevuld`],
  [/^(.+?) must be (\d+) mm for this product$/, (title, n) => t`${title} moet ${n} mm zijn voor dit product`],
  [/^(.+?) is not a valid date$/, (title) => t`${title} is geen geldige datum`],
  [/^(.+?) must be one of .+$/, (title) => t`${title}: kies een van de mogelijkheden`],
  [/^(.+?) must be (?:standard or one of the special packs|quote or template|nl or en|an address)$/, (title) => t`${title}: kies een van de mogelijkheden`],
  [/^(.+?) is not allowed$/, (title) => t`${title} hoort hier niet bij`],
];

/** Whole sentences of the schemas and the server that name no field. */
const SENTENCES: Readonly<Record<string, MessageDescriptor>> = {
  'Originals should be equal to 2': msg`Originelen moet gelijk zijn aan 2`,
  'Postcode must be a valid postcode.': msg`Vul een geldige postcode in.`,
  'Country must be one of the countries we deliver to.': msg`Kies een land uit de lijst.`,
  'Street must contain a house number.': msg`Vul ook het huisnummer in, bijvoorbeeld Teststraat 12.`,
  'password_confirmation must match password': msg`De wachtwoorden zijn niet gelijk.`,
  'token is invalid or has expired': msg`Deze link is ongeldig of verlopen; vraag een nieuwe link aan.`,
  'current_password is incorrect': msg`Dit is niet uw huidige wachtwoord.`,
  'The given data was invalid.': msg`De ingevulde gegevens zijn niet geldig.`,
  'Invalid data': msg`De ingevulde gegevens zijn niet geldig.`,
  'body must be an object': msg`De ingevulde gegevens zijn niet geldig.`,
  'Must be text.': msg`Vul hier tekst in.`,
  'Your company asks for its purchase-order number on every order; please fill it in.': msg`Uw bedrijf vraagt bij elke order om zijn inkoopordernummer; vul het in.`,
  'Something went wrong': msg`Er ging iets mis. Probeer het opnieuw.`,
  // Why a delivery date cannot be planned: under the date field, and the server's refusal.
  'The delivery date is in the past; please choose another date.': msg`De leverdatum ligt in het verleden; kies een andere datum.`,
  'After 12:00 we can no longer deliver today; please choose another date.': msg`Na 12:00 uur kunnen we vandaag niet meer leveren; kies een andere datum.`,
  'We plan deliveries up to one year ahead; please choose an earlier date.': msg`We plannen leveringen tot een jaar vooruit; kies een eerdere datum.`,
  'We do not deliver on Saturdays and Sundays; please choose a working day.': msg`Op zaterdag en zondag leveren we niet; kies een werkdag.`,
  'We are closed on the chosen delivery date; please choose another date.': msg`Op de gekozen leverdatum zijn we gesloten; kies een andere datum.`,
  'This delivery time has already passed today; please choose a later time or another date.': msg`Deze levertijd is vandaag al voorbij; kies een latere tijd of een andere datum.`,
};

/**
 * valibot's own words, for values no form can produce (a tampered request): one general sentence.
 * They may follow the path of the value ("items.0.id Invalid key: ...").
 */
const VALIBOT_DEFAULT = /^(?:[\w.$[\]-]+ )?Invalid (type|value|length|integer|key|format|email|entries|items)\b/;

const POSTCODE = /^A postcode in ([A-Z]{2}) looks like (.+)\.$/;

/** The title of a field named in a message, in the customer's language; null when unknown. */
export function fieldTitle(name: string): string | null {
  const title = FIELD_TITLES[fieldKey(name)];
  return title ? i18n._(title) : null;
}

/** A schema or server message in the customer's language; a message of no known rule stays as it is. */
export function schemaMessage(message: string): string {
  const sentence = SENTENCES[message.trim()];
  if (sentence) return i18n._(sentence);
  const postcode = POSTCODE.exec(message);
  if (postcode) {
    const country = countryName(postcode[1] ?? '', i18n.locale);
    const example = postcode[2] ?? '';
    return t`Een postcode in ${country} ziet eruit als ${example}.`;
  }
  for (const [pattern, sentenceOf] of RULES) {
    const match = pattern.exec(message.trim());
    const title = match ? fieldTitle(match[1] ?? '') : null;
    if (match && title) return sentenceOf(title, match[2] ?? '');
  }
  const unknownKey = /^(.*) is not allowed$/.exec(message);
  if (unknownKey) {
    const key = unknownKey[1] ?? '';
    return t`Onbekend gegeven: ${key}`;
  }
  if (VALIBOT_DEFAULT.test(message)) return i18n._(SENTENCES['Invalid data']!);
  return message;
}
