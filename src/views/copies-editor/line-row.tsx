import { useLingui } from '@lingui/react/macro';
import { memo, type KeyboardEvent } from 'react';
import type { CopyDraft } from '../../domain/copy-lines.js';
import type { Issue } from '../../domain/issues.js';
import { Button } from '../../ui/button.js';
import { NumberCell, RemarkCell, SidesCell } from './line-cells.js';
import type { LineEdit, NumberField } from './line-edits.js';

export interface LineRowProps {
  row: number;
  line: CopyDraft;
  issues: readonly Issue[] | undefined;
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
  const { t } = useLingui();
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
  // In the table the column header names the field; screen readers also hear the line number.
  const cellLabel = (field: keyof typeof labels) => {
    const fieldLabel = labels[field];
    return isTable ? t`${fieldLabel}, regel ${lineNumber}` : fieldLabel;
  };
  const errorsOf = (field: string) => (issues ?? []).filter((issue) => issue.field === field).map(issueText);
  const disabled = { width: props.isWidthFixed, height: props.isHeightFixed, originals: false, quantity: false };

  const onRemarkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An untouched last line lets Tab move on, so keyboard users can leave the table (to Next).
    const untouched = line.originals === null && line.quantity === null && line.remark.trim() === '';
    if (event.key === 'Tab' && !event.shiftKey && isLast && !untouched) {
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
            showLabel={!isTable}
            value={line[field]}
            errors={errorsOf(field)}
            isDisabled={disabled[field]}
            onChange={(value) => onEdit({ type: 'field', row, field, value })}
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
          showLabel={!isTable}
          value={line.remark}
          errors={errorsOf('remark')}
          onChange={(value) => onEdit({ type: 'remark', row, value })}
          onKeyDown={onRemarkKeyDown}
        />
      </div>
      <div role={isTable ? 'cell' : undefined} className="pp-lines__cell pp-lines__cell--actions">
        <Button variant="quiet" aria-label={t`Regel ${lineNumber} dupliceren`} onPress={() => onEdit({ type: 'duplicate', row })}>
          <span aria-hidden="true">⧉</span>
        </Button>
        {canRemove ? (
          <Button variant="quiet" aria-label={t`Regel ${lineNumber} verwijderen`} onPress={() => onEdit({ type: 'remove', row })}>
            <span aria-hidden="true">🗑</span>
          </Button>
        ) : null}
      </div>
    </>
  );
  const style = { position: 'absolute' as const, top: props.top, height: props.height, left: 0, right: 0 };
  if (isTable) {
    return (
      <div role="row" aria-rowindex={row + 2} className="pp-lines__row" data-row={row} style={style}>
        {cells}
      </div>
    );
  }
  return (
    <section className="pp-lines__card" data-row={row} style={style} aria-label={t`Regel ${lineNumber}`}>
      <h3 className="pp-lines__card-title">{t`Regel ${lineNumber}`}</h3>
      {cells}
    </section>
  );
});
