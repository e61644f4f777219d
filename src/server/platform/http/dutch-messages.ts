import type { FieldErrors } from './errors.js';

/**
 * Dutch for the refusals a customer reads (405 messages, some 422 texts). The rules keep one
 * English source text each; the answer is translated on its way out when the request asks for
 * Dutch (the browser sends the user's language as Accept-Language).
 */
const EXACT: Record<string, string> = {
  'The given data was invalid.': 'De ingevulde gegevens zijn niet geldig.',
  'Delivery date is required': 'Leverdatum is verplicht',
  'Delivery date is not a valid date': 'Leverdatum is geen geldige datum',
  'The delivery date is in the past; please choose another date.': 'De leverdatum ligt in het verleden; kies een andere datum.',
  'After 12:00 we can no longer deliver today; please choose another date.': 'Na 12:00 uur kunnen we vandaag niet meer leveren; kies een andere datum.',
  'We do not deliver on Saturdays and Sundays; please choose a working day.': 'Op zaterdag en zondag leveren we niet; kies een werkdag.',
  'We are closed on the chosen delivery date; please choose another date.': 'Op de gekozen leverdatum zijn we gesloten; kies een andere datum.',
  'We plan deliveries up to one year ahead; please choose an earlier date.': 'We plannen leveringen tot een jaar vooruit; kies een eerdere datum.',
  'This delivery time has already passed today; please choose a later time or another date.':
    'Deze levertijd is vandaag al voorbij; kies een latere tijd of een andere datum.',
  'Delivery time must be one of 9:00, 12:00, 15:00, 17:00': 'Levertijd moet een van 9:00, 12:00, 15:00, 17:00 zijn',
  'The chosen delivery address is not one of your company; please choose another address.':
    'Het gekozen bezorgadres hoort niet bij uw bedrijf; kies een ander adres.',
  'The chosen delivery address is incomplete (a house number or a valid postcode is missing); please add it anew or choose another address.':
    'Het gekozen bezorgadres is niet volledig (er ontbreekt een huisnummer of een geldige postcode); voeg het opnieuw toe of kies een ander adres.',
  'Files can no longer be added to this order.': 'Aan deze order kunnen geen bestanden meer worden toegevoegd.',
  'Only a quote can be accepted.': 'Alleen een offerte kan worden geaccepteerd.',
  'This quote has no delivery address; please reorder it and choose an address or pickup.':
    'Deze offerte heeft geen bezorgadres; bestel hem opnieuw en kies een adres of afhalen.',
  'Only an order waiting for files can be approved.': 'Alleen een order die op bestanden wacht kan worden goedgekeurd.',
  'This quote has been deactivated.': 'Deze offerte is gedeactiveerd.',
  'Only a quote can be deactivated.': 'Alleen een offerte kan worden gedeactiveerd.',
  'This quote has already been deactivated.': 'Deze offerte is al gedeactiveerd.',
  'Only a template can be deleted.': 'Alleen een sjabloon kan worden verwijderd.',
  'This quote has expired: its price held for 30 days. Order it again for a current price.':
    'Deze offerte is verlopen: de prijs gold 30 dagen. Bestel opnieuw voor een actuele prijs.',
  'Accept the quote instead of ordering it again.': 'Accepteer de offerte in plaats van hem opnieuw te bestellen.',
  'This link to confirm an e-mail address is invalid, has been used already or has expired.':
    'Deze link om een e-mailadres te bevestigen is ongeldig, al gebruikt of verlopen.',
  'This e-mail address is already in use by another account.': 'Dit e-mailadres is al in gebruik bij een ander account.',
  'current_password is incorrect': 'Dit is niet uw huidige wachtwoord.',
  'token is invalid or has expired': 'Deze link is ongeldig of verlopen; vraag een nieuwe link aan.',
  'Choose a delivery address, or choose to pick the order up.': 'Kies een bezorgadres, of kies ervoor de order af te halen.',
  'Your company asks for its purchase-order number on every order; please fill it in.':
    'Uw bedrijf vraagt bij elke order om zijn inkoopordernummer; vul het in.',
  'This comes to more than € 10,000,000, more than we take online; please contact us for an order this large.':
    'Dit komt op meer dan € 10.000.000, meer dan we online aannemen; neem voor zo\'n grote order contact met ons op.',
  'This page link does not belong to this list; please start again from the first page.':
    'Deze paginalink hoort niet bij deze lijst; begin opnieuw bij de eerste pagina.',
  'You are already uploading as many files at once as we accept; please wait until one has finished and try again.':
    'U uploadt al zoveel bestanden tegelijk als wij aannemen; wacht tot er een klaar is en probeer het dan opnieuw.',
  'We are receiving too many files at once right now; please try again in a minute.':
    'We ontvangen op dit moment te veel bestanden tegelijk; probeer het over een minuut opnieuw.',
};

const decimalComma = (number: string | undefined) => (number ?? '').replace('.', ',');

const PATTERNS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Product (\d+) is not available \(any more\); please remove it from your cart\.$/, (match) => `Product ${match[1]} is niet (meer) leverbaar; haal het uit uw winkelwagen.`],
  [/^This quote had no delivery date; the order is planned for (\S+) at (\d+):00, the earliest regular delivery date\.$/,
    (match) => `Deze offerte had geen leverdatum; de order is gepland op ${match[1]} om ${match[2]}:00, de vroegste gewone leverdatum.`],
  [/^The quote's delivery date (\S+) is no longer possible; the order is planned for (\S+) at (\d+):00\.$/,
    (match) => `De leverdatum ${match[1]} van de offerte is niet meer mogelijk; de order is gepland op ${match[2]} om ${match[3]}:00.`],
  [/^An address book holds at most (\d+) addresses; please contact us\.$/, (match) => `Een adresboek bevat hoogstens ${match[1]} adressen; neem contact met ons op.`],
  [/^Width must be (\d+) mm for this product$/, (match) => `Breedte moet ${match[1]} mm zijn voor dit product`],
  [/^Height must be (\d+) mm for this product$/, (match) => `Hoogte moet ${match[1]} mm zijn voor dit product`],
  [/^At most (\d+) x (\d+) cm for this material$/, (match) => `Maximaal ${match[1]} x ${match[2]} cm voor dit materiaal`],
  [/^(.+) may not contain control characters$/, (match) => `${match[1]} mag geen stuurtekens bevatten`],
  [/^The upload was too slow \(under ([\d.]+) KB\/s\) and has been stopped; please try again over a faster connection\.$/,
    (match) => `De upload ging te langzaam (minder dan ${decimalComma(match[1])} KB/s) en is gestopt; probeer het opnieuw over een snellere verbinding.`],
  [/^Your company's storage for print files \(([\d.]+) (GB|MB)\) is full: this file does not fit; please contact us\.$/,
    (match) => `De opslag van uw bedrijf voor drukbestanden (${decimalComma(match[1])} ${match[2]}) is vol: dit bestand past er niet meer in; neem contact met ons op.`],
];

export function inDutch(message: string): string {
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, dutch] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return dutch(match);
  }
  return message;
}

/** An error body in Dutch: its message and every field message that has a translation. */
export function errorBodyInDutch(body: { message: string; errors?: FieldErrors }): { message: string; errors?: FieldErrors } {
  if (!body.errors) return { message: inDutch(body.message) };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) errors[field] = messages.map(inDutch);
  return { message: inDutch(body.message), errors };
}
