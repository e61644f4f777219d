/**
 * An indeterminate busy indicator with an accessible name. Plain markup rather than react-aria's
 * ProgressBar: it appears on the login screen, whose JavaScript budget is tight, and an
 * indeterminate bar needs no number formatting.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className="pp-spinner">
      <span className="pp-spinner__circle" aria-hidden="true" />
    </span>
  );
}
