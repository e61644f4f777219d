import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';

export interface SelectOption {
  id: Key;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'className' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  errors?: readonly string[];
  className?: string;
}

/** A labelled single choice from a list (opens with Enter, Space or the arrow keys). */
export function Select({ label, options, errors, className, ...props }: SelectProps) {
  const hasErrors = Boolean(errors && errors.length > 0);
  return (
    <AriaSelect {...props} isInvalid={hasErrors || props.isInvalid} className={['pp-field', 'pp-select', className].filter(Boolean).join(' ')}>
      <Label className="pp-field__label">{label}</Label>
      <Button className="pp-select__button">
        <SelectValue />
        <ChevronDown aria-hidden="true" size={18} className="pp-select__arrow" />
      </Button>
      <FieldError className="pp-field__error">{hasErrors ? errors!.join(' ') : undefined}</FieldError>
      <Popover className="pp-popover">
        <ListBox className="pp-listbox" items={options}>
          {(option) => <ListBoxItem className="pp-listbox__item" id={option.id}>{option.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
