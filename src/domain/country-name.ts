/**
 * A country by name in the reader's language (Intl knows every name: no list of our own to
 * translate), while addresses keep the ISO code the carrier and the server use. The screens and the
 * paperwork word it the same way.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
