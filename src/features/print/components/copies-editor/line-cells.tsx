import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components/TextField';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { NumberField } from './line-edits.js';

/**
 * The field's name as screen readers hear it, always with its line ("Originelen, regel 2": a phone's
 * stacked lines repeat the same labels), and as shown: the field's title only, under which the
 * line's own heading stands.
 */
function CellLabel({ label, shown }: { label: string; shown: string }) {
  return (
    <Label className="pp-field__label">
      <span aria-hidden="true">{shown}</span>
      <span className="pp-visually-hidden">{label}</span>
    </Label>
  );
}

interface NumberCellProps {
  name: NumberField;
  /** The accessible name, with the line number. */
  label: string;
  /** The visible label (stacked editor); none in the table, whose column header names the field. */
  shownLabel?: string;
  /** What the field shows: the number, or exactly what the user typed when that is refused. */
  text: string;
  errors: readonly string[];
  isDisabled?: boolean;
  onChange: (text: string) => void;
}

/** A whole-number input: what is typed is sent as it is; the line's rules read or refuse it. */
export function NumberCell({ name, label, shownLabel, text, errors, isDisabled, onChange }: NumberCellProps) {
  const invalid = errors.length > 0;
  return (
    <TextField
      className="pp-cell"
      name={name}
      value={text}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={invalid}
      aria-label={shownLabel ? undefined : label}
    >
      {shownLabel ? <CellLabel label={label} shown={shownLabel} /> : null}
      <Input className="pp-cell__input" inputMode="numeric" autoComplete="off" />
      <FieldError className="pp-cell__error">{invalid ? errors.join(' ') : undefined}</FieldError>
    </TextField>
  );
}

interface RemarkCellProps {
  label: string;
  shownLabel?: string;
  value: string;
  errors: readonly string[];
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export function RemarkCell({ label, shownLabel, value, errors, onChange, onKeyDown }: RemarkCellProps) {
  const invalid = errors.length > 0;
  return (
    <TextField
      className="pp-cell pp-cell--remark"
      name="remark"
      value={value}
      onChange={onChange}
      isInvalid={invalid}
      aria-label={shownLabel ? undefined : label}
    >
      {shownLabel ? <CellLabel label={label} shown={shownLabel} /> : null}
      <Input className="pp-cell__input" autoComplete="off" onKeyDown={onKeyDown} />
      <FieldError className="pp-cell__error">{invalid ? errors.join(' ') : undefined}</FieldError>
    </TextField>
  );
}

interface SidesCellProps {
  label: string;
  value: 1 | 2;
  errors: readonly string[];
  onChange: (value: 1 | 2) => void;
}

/** A/B (abaa 1: two different faces) or A/A (abaa 2: the same face twice); double-sided products only. */
export function SidesCell({ label, value, errors, onChange }: SidesCellProps) {
  const { t } = useLingui();
  const invalid = errors.length > 0;
  return (
    <RadioGroup
      className="pp-sides"
      orientation="horizontal"
      aria-label={label}
      value={String(value)}
      onChange={(next) => onChange(next === '2' ? 2 : 1)}
      isInvalid={invalid}
    >
      <Radio className="pp-sides__option" value="2" aria-label={t`A/A (beide zijden gelijk)`}>A/A</Radio>
      <Radio className="pp-sides__option" value="1" aria-label={t`A/B (twee verschillende zijden)`}>A/B</Radio>
      {invalid ? <span className="pp-cell__error">{errors.join(' ')}</span> : null}
    </RadioGroup>
  );
}
