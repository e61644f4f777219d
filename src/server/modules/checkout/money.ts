/** Cents as the euros the API answers: a number with two decimals. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}
