import type { CheckCode, CheckParams, FileCheck } from '../../../domain/preflight/file-checks.js';

/**
 * The sentences of the print-file check for the mail (the browser has its own through Lingui:
 * src/features/orders/components/upload/file-check-sentence.ts). Only the codes a customer must act
 * on; formal Dutch.
 */
type Texts = Partial<Record<CheckCode, (p: CheckParams) => string>>;

const EN: Texts = {
  file_unreadable: () => 'We cannot read this PDF. Please export it again as PDF and upload it anew.',
  size_mismatch: (p) => `Page ${p.page} is ${p.width} x ${p.height} mm, which matches no ordered size (${p.ordered} mm) at 1:1, 1:10 or 1:100. Please upload a file in the ordered size.`,
  size_rotated: (p) => `The page is turned a quarter against the ordered ${p.width} x ${p.height} mm. We will rotate it; check that this is what you want.`,
  bleed_missing: (p) => `The file has no bleed. Please add ${p.required} mm of image around the edge.`,
  bleed_short: (p) => `The bleed is ${p.bleed} mm; with the ordered finishes ${p.required} mm is needed.`,
  resolution_low: (p) => `The coarsest image is ${p.dpi} dpi at final size; this product needs at least ${p.minimum} dpi. It will print blurred.`,
  fonts_unembedded: (p) => `These fonts are not embedded: ${p.fonts}. Please embed them or convert the text to outlines.`,
  fonts_standard_unembedded: (p) => `These standard fonts are not embedded: ${p.fonts}. We substitute them; embed them for an exact result.`,
  colour_rgb: () => 'The file contains RGB colours. We convert them to CMYK; colours may shift.',
  colour_spot: (p) => `The file contains spot colours (${p.spots}). We print them in CMYK.`,
  colour_rgb_spot: (p) => `The file contains RGB and spot colours (${p.spots}). We convert them to CMYK; colours may shift.`,
  pages_fewer: (p) => `The file has ${p.pages} page(s) while this line has ${p.originals} originals: one page per original. Please upload one file with all ${p.originals} pages for this line.`,
  pages_more: (p) => `The file has ${p.pages} pages while this line has ${p.originals} original(s). We print the first ${p.originals}.`,
};

const NL: Texts = {
  file_unreadable: () => 'Wij kunnen deze PDF niet lezen. Exporteert u het bestand opnieuw als PDF en uploadt u het nogmaals.',
  size_mismatch: (p) => `Pagina ${p.page} is ${p.width} x ${p.height} mm en past op geen bestelde maat (${p.ordered} mm) op schaal 1:1, 1:10 of 1:100. Uploadt u een bestand in de bestelde maat.`,
  size_rotated: (p) => `De pagina staat een kwartslag gedraaid ten opzichte van de bestelde ${p.width} x ${p.height} mm. Wij draaien het bestand; controleert u of dit de bedoeling is.`,
  bleed_missing: (p) => `Het bestand heeft geen afloop. Voegt u ${p.required} mm beeld rondom toe.`,
  bleed_short: (p) => `De afloop is ${p.bleed} mm; met de bestelde afwerking is ${p.required} mm nodig.`,
  resolution_low: (p) => `De grofste afbeelding heeft ${p.dpi} dpi op eindformaat; dit product vraagt minstens ${p.minimum} dpi. De druk wordt onscherp.`,
  fonts_unembedded: (p) => `Deze lettertypen zijn niet ingesloten: ${p.fonts}. Sluit u ze in of zet u de tekst om naar contouren.`,
  fonts_standard_unembedded: (p) => `Deze standaardlettertypen zijn niet ingesloten: ${p.fonts}. Wij vervangen ze; sluit u ze in voor een exact resultaat.`,
  colour_rgb: () => 'Het bestand bevat RGB-kleuren. Wij zetten ze om naar CMYK; kleuren kunnen afwijken.',
  colour_spot: (p) => `Het bestand bevat steunkleuren (${p.spots}). Wij drukken ze in CMYK.`,
  colour_rgb_spot: (p) => `Het bestand bevat RGB- en steunkleuren (${p.spots}). Wij zetten ze om naar CMYK; kleuren kunnen afwijken.`,
  pages_fewer: (p) => `Het bestand heeft ${p.pages} pagina('s), terwijl deze regel ${p.originals} originelen heeft: één pagina per origineel. Uploadt u voor deze regel één bestand met alle ${p.originals} pagina's.`,
  pages_more: (p) => `Het bestand heeft ${p.pages} pagina's, terwijl deze regel ${p.originals} origineel/originelen heeft. Wij drukken de eerste ${p.originals}.`,
};

/** The sentence of a check that needs attention, in nl or en; null for a check that passed. */
export function checkSentence(check: FileCheck, lang: string): string | null {
  if (check.verdict !== 'warning' && check.verdict !== 'refusal') return null;
  const text = (lang === 'nl' ? NL : EN)[check.code];
  return text ? text(check.params) : null;
}

/** The copy line a file is for, as the mail and order:files name it. */
export function lineText(line: { print: number; line: number; originals: number; width: number; height: number }, lang: string): string {
  return lang === 'nl'
    ? `print ${line.print}, regel ${line.line} (${line.originals} origineel/originelen, ${line.width} x ${line.height} mm)`
    : `print ${line.print}, line ${line.line} (${line.originals} original(s), ${line.width} x ${line.height} mm)`;
}

/** What the customer does next about a file that needs attention, and whether the order waits for it. */
export function nextStepText(verdict: 'warning' | 'refusal', orderWaits: boolean, lang: string): string {
  const nl = lang === 'nl';
  const step = verdict === 'refusal'
    ? (nl ? 'Dit bestand kan zo niet worden gedrukt: uploadt u een nieuw bestand voor deze regel.' : 'This file cannot be printed as it is: please upload a new file for this line.')
    : (nl ? 'Accepteert u de waarschuwingen op de orderpagina ("Ik accepteer deze waarschuwingen"), of uploadt u een nieuw bestand voor deze regel.'
      : 'Accept the warnings on the order page ("I accept these warnings"), or upload a new file for this line.');
  if (!orderWaits) return step;
  return `${step} ${nl ? 'Tot dan wacht de order op uw bestanden.' : 'Until then the order waits for your files.'}`;
}
