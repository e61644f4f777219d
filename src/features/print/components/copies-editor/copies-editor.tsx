import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Toolbar } from 'react-aria-components/Toolbar';
import { runningTotal, type CopyDraft, type ProductRules } from '../../../../domain/copy-lines.js';
import type { Issue } from '../../../../domain/issues.js';
import { Button } from '../../../../shared/ui/button.js';
import { ExcelImport, type ExcelActions } from './excel-import.js';
import type { LineEdit } from './line-edits.js';
import { LineList } from './line-list.js';
import { SeamNotes } from './seam-notes.js';
import { materialSizeOf } from '../../../../domain/print-limits.js';
import { useSmallScreen } from './use-small-screen.js';

export interface CopiesEditorProps {
  product: ProductRules;
  lines: readonly CopyDraft[];
  /** Issues from the last validation (shown per field and row). */
  issues: readonly Issue[];
  onEdit: (edit: LineEdit) => void;
  /** Excel import (its lines reach the print through its machine) and template download; left out where they make no sense (e.g. tests). */
  excel?: ExcelActions;
  /** Forces a layout (tests); otherwise the screen width decides. */
  layout?: 'table' | 'stacked';
}

/** The copies step: table editor on wide screens, stacked editor up to 768 px, plus the total. */
export function CopiesEditor({ product, lines, issues, onEdit, excel, layout }: CopiesEditorProps) {
  const small = useSmallScreen();
  const chosen = layout ?? (small ? 'stacked' : 'table');
  const { t, i18n } = useLingui();
  // Numbers in the customer's language ("1.000" in Dutch, "1,000" in English), never the browser's.
  const total = i18n.number(runningTotal(lines));
  const lineCount = lines.length;
  return (
    <div className="pp-copies">
      {/* One Tab stop before the table; arrows move between its buttons. */}
      <Toolbar className="pp-copies__toolbar" aria-label={t`Regels bewerken`}>
        <Button variant="secondary" onPress={() => onEdit({ type: 'add' })}>
          <Trans>Regel toevoegen</Trans>
        </Button>
        {excel ? <ExcelImport {...excel} /> : null}
      </Toolbar>
      <LineList layout={chosen} product={product} lines={lines} issues={issues} onEdit={onEdit} />
      <p className="pp-copies__total" aria-live="polite">
        <Plural value={lineCount} one={`Totaal: ${total} exemplaren in # regel`} other={`Totaal: ${total} exemplaren in # regels`} />
      </p>
      <SeamNotes product={materialSizeOf(product)} lines={lines} />
    </div>
  );
}
