import { useLingui } from '@lingui/react/macro';
import { memo, type KeyboardEvent } from 'react';
import { typedIssues, type CopyDraft } from '../../../../domain/copy-lines.js';
import type { Issue } from '../../../../domain/issues.js';
import Copy from 'lucide-react/icons/copy';
import Trash2 from 'lucide-react/icons/trash-2';
import { IconButton } from '../../../../shared/ui/icon-button.js';
import { NumberCell, RemarkCell, SidesCell } from './line-cells.js';
import { isUntouched, type LineEdit, type NumberField } from './line-edits.js';

export interface LineRowProps {
  row: number;
  line: CopyDraft;
  issues: readonly Issue[] | undefined;
  /** PlusFrame limits (minimum 59 mm) rather than the general ones, for what is typed. */
  isPlusFrame: boolean;
  layout: 'table' | 'stacked';
  top: number;
  height: number;
  isDoubleSided: boolean;
  isWidthFixed: boolean;
  isHeightFixed: boolean;
  canRemove: boolean;
  isLast: boolean;
  issueText: (issue: Issue) => string;
  onEdit: (edit: LineEdit) => void;
  /** Tab in the remark of the last line: add a line and go to it. */
  onTabFromLast: () => void;
}

const NUMBER_FIELDS: readonly NumberField[] = ['originals', 'quantity', 'width', 'height'];

/** One copy line; memoised so a keystroke re-renders only the line it changed. */
export const LineRow = memo(function LineRow(props: LineRowProps) {
  const { row, line, issues, layout, isDoubleSided, canRemove, isLast, issueText, onEdit, onTabFromLast } = props;
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'nl';
  const lineNumber = row + 1;
  const labels: Record<NumberField | 'remark' | 'abaa', string> = {
    originals: t`Originelen`,
    quantity: t`Aantal`,
    width: t`Breedte (mm)`,
    height: t`Hoogte (mm)`,
    abaa: t`Zijdekeuze`,
    remark: t`Opmerking`,
  };
  const isTable = layout === 'table';
  // Screen readers hear the line number with every field, in the table (whose column header names
  // the field) and in the stacked cards alike (where each card repeats the same labels).
  const cellLabel = (field: keyof typeof labels) => {
    const fieldLabel = labels[field];
    return t`${fieldLabel}, regel ${lineNumber}`;
  };
  const shownLabel = (field: keyof typeof labels) => (isTable ? undefined : labels[field]);
  // Text that is not a whole number is refused at once, under its field; it replaces what the last
  // check said of that field.
  const refused = typedIssues(line, row, { kind: props.isPlusFrame ? 'frame' : 'sheet' });
  const shown = refused.length === 0 ? (issues ?? []) : [...refused, ...(issues ?? []).filter((issue) => !refused.some((own) => own.field === issue.field))];
  const errorsOf = (field: string) => shown.filter((issue) => issue.field === field).map(issueText);
  const disabled = { width: props.isWidthFixed, height: props.isHeightFixed, originals: false, quantity: false };

  const onRemarkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An untouched last line lets Tab move on, so keyboard users can leave the table (to Next).
    if (event.key === 'Tab' && !event.shiftKey && isLast && !isUntouched(line)) {
      event.preventDefault();
      onTabFromLast();
    }
  };
  const cells = (
    <>
      {NUMBER_FIELDS.map((field) => (
        <div role={isTable ? 'cell' : undefined} className={`pp-lines__cell pp-lines__cell--${field}`} key={field}>
          <NumberCell
            name={field}
            label={cellLabel(field)}
            shownLabel={shownLabel(field)}
            text={line.typed?.[field] ?? (line[field] === null ? '' : String(line[field]))}
            errors={errorsOf(field)}
            isDisabled={disabled[field]}
            onChange={(text) => onEdit({ type: 'field', row, field, text, language })}
          />
        </div>
      ))}
      {isDoubleSided ? (
        <div role={isTable ? 'cell' : undefined} className="pp-lines__cell pp-lines__cell--abaa">
          <SidesCell
            label={cellLabel('abaa')}
            value={line.abaa}
            errors={[...errorsOf('abaa'), ...errorsOf('sides')]}
            onChange={(value) => onEdit({ type: 'abaa', row, value })}
          />
        </div>
      ) : null}
      <div role={isTable ? 'cell' : undefined} className="pp-lines__cell pp-lines__cell--remark">
        <RemarkCell
          label={cellLabel('remark')}
          shownLabel={shownLabel('remark')}
          value={line.remark}
          errors={errorsOf('remark')}
          onChange={(value) => onEdit({ type: 'remark', row, value })}
          onKeyDown={onRemarkKeyDown}
        />
      </div>
      <div role={isTable ? 'cell' : undefined} className="pp-lines__cell pp-lines__cell--actions">
        <IconButton label={t`Regel ${lineNumber} dupliceren`} icon={<Copy aria-hidden="true" size={18} />} onPress={() => onEdit({ type: 'duplicate', row })} />
        {canRemove ? (
          <IconButton label={t`Regel ${lineNumber} verwijderen`} icon={<Trash2 aria-hidden="true" size={18} />} onPress={() => onEdit({ type: 'remove', row })} />
        ) : null}
      </div>
    </>
  );
  if (isTable) {
    const style = { position: 'absolute' as const, top: props.top, height: props.height, left: 0, right: 0 };
    return (
      <div role="row" aria-rowindex={row + 2} className="pp-lines__row" data-row={row} style={style}>
        {cells}
      </div>
    );
  }
  return (
    // A card in the page's flow, as high as its fields and errors need.
    <section className="pp-lines__card" data-row={row} aria-label={t`Regel ${lineNumber}`}>
      <h2 className="pp-lines__card-title">{t`Regel ${lineNumber}`}</h2>
      {cells}
    </section>
  );
});
