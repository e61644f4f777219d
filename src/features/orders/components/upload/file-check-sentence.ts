import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FileCheck } from '../../../../domain/preflight/file-checks.js';

/**
 * The sentence of one print-file check in the interface language: the server sends
 * the code and its parameters, the browser says it (Dutch source texts in formal "u", English in
 * locales/en). The mail's texts are the server's own: src/server/modules/files/file-check-texts.ts.
 */
export function fileCheckSentence(check: FileCheck, i18n: I18n): string {
  const {
    width = '', height = '', scale = '', page = '', ordered = '', bleed = '', required = '', dpi = '', minimum = '',
    fonts = '', spots = '', pages = '', originals = '',
  } = check.params;
  switch (check.code) {
    case 'file_unreadable': return i18n._(msg`Wij kunnen deze PDF niet lezen. Exporteert u het bestand opnieuw als PDF en uploadt u het nogmaals.`);
    case 'file_not_checked': return i18n._(msg`Deze PDF kon niet automatisch worden gecontroleerd; wij controleren hem met de hand.`);
    case 'size_ok': return i18n._(msg`Formaat: ${width} x ${height} mm, zoals besteld.`);
    case 'size_scaled': return i18n._(msg`Formaat: het bestand is op schaal 1:${scale} van ${width} x ${height} mm; wij vergroten het ${scale} keer.`);
    case 'size_rotated': return i18n._(msg`Formaat: de pagina staat een kwartslag gedraaid ten opzichte van ${width} x ${height} mm. Wij draaien het bestand; controleert u of dit de bedoeling is.`);
    case 'size_mismatch': return i18n._(msg`Formaat: pagina ${page} is ${width} x ${height} mm en past op geen bestelde maat (${ordered} mm), ook niet op schaal 1:10 of 1:100. Uploadt u een bestand in de bestelde maat.`);
    case 'bleed_ok': return i18n._(msg`Afloop: ${bleed} mm, genoeg (${required} mm nodig).`);
    case 'bleed_missing': return check.verdict === 'not_checked'
      ? i18n._(msg`Afloop: niet gecontroleerd omdat het formaat niet past; ${required} mm is nodig.`)
      : i18n._(msg`Afloop: het bestand heeft geen afloop. Voegt u ${required} mm beeld rondom toe.`);
    case 'bleed_short': return i18n._(msg`Afloop: ${bleed} mm; met de bestelde afwerking is ${required} mm nodig. Vergroot u de afloop.`);
    case 'resolution_ok': return i18n._(msg`Resolutie: de grofste afbeelding heeft ${dpi} dpi op eindformaat (minstens ${minimum} dpi nodig).`);
    case 'resolution_low': return i18n._(msg`Resolutie: de grofste afbeelding (pagina ${page}) heeft ${dpi} dpi op eindformaat; dit product vraagt minstens ${minimum} dpi. De druk wordt onscherp; levert u een scherpere afbeelding aan.`);
    case 'resolution_none': return i18n._(msg`Resolutie: het bestand bevat geen afbeeldingen.`);
    case 'resolution_not_checked': return i18n._(msg`Resolutie en kleuren: het bestand is te complex om automatisch te controleren; wij controleren het met de hand.`);
    case 'fonts_ok': return check.verdict === 'not_checked'
      ? i18n._(msg`Lettertypen: niet automatisch gecontroleerd.`)
      : i18n._(msg`Lettertypen: alle lettertypen zijn ingesloten.`);
    case 'fonts_standard_unembedded': return i18n._(msg`Lettertypen: deze standaardlettertypen zijn niet ingesloten: ${fonts}. Wij vervangen ze; sluit u ze in voor een exact resultaat.`);
    case 'fonts_unembedded': return i18n._(msg`Lettertypen: deze lettertypen zijn niet ingesloten: ${fonts}. Sluit u ze in of zet u de tekst om naar contouren.`);
    case 'colour_ok': return check.verdict === 'not_checked'
      ? i18n._(msg`Kleuren: niet automatisch gecontroleerd.`)
      : i18n._(msg`Kleuren: CMYK, zoals nodig.`);
    case 'colour_rgb': return i18n._(msg`Kleuren: het bestand bevat RGB. Wij zetten het om naar CMYK; kleuren kunnen afwijken.`);
    case 'colour_spot': return i18n._(msg`Kleuren: het bestand bevat steunkleuren (${spots}). Wij drukken ze in CMYK.`);
    case 'colour_rgb_spot': return i18n._(msg`Kleuren: het bestand bevat RGB en steunkleuren (${spots}). Wij zetten ze om naar CMYK; kleuren kunnen afwijken.`);
    case 'pages_ok': return i18n._(msg`Pagina's: ${pages}, zoals besteld.`);
    case 'pages_fewer': return i18n._(msg`Pagina's: het bestand heeft ${pages} pagina('s), deze regel heeft ${originals} originelen: één pagina per origineel. Uploadt u voor deze regel één bestand met alle ${originals} pagina's.`);
    case 'pages_more': return i18n._(msg`Pagina's: het bestand heeft ${pages} pagina's, deze regel heeft ${originals} origineel/originelen. Wij drukken de eerste ${originals}.`);
  }
}
