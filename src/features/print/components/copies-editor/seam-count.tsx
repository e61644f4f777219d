import { Plural, useLingui } from '@lingui/react/macro';

/** "2 naden van 10 m, gelast": the seams one piece of a welded line has (copies step and cart alike). */
export function SeamCount({ seams, metres }: { seams: number; metres: number }) {
  const { i18n } = useLingui();
  const length = i18n.number(metres, { maximumFractionDigits: 2 });
  return <Plural value={seams} one={`# naad van ${length} m, gelast`} other={`# naden van ${length} m, gelast`} />;
}
