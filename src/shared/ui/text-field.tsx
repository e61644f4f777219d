import type { ReactNode } from 'react';
import { readableMessage } from '../i18n/protocol-messages.js';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Errors to show under the field (schema or server texts, shown in the customer's language); the field is marked invalid while present. */
  errors?: readonly string[];
  placeholder?: string;
  className?: string;
}

/** A labelled text input; errors are shown under it and announced with the field. */
export function TextField({ label, description, errors, placeholder, className, ...props }: TextFieldProps) {
  const hasErrors = Boolean(errors && errors.length > 0);
  return (
    <AriaTextField
      {...props}
      isInvalid={hasErrors || props.isInvalid}
      className={['pp-field', className].filter(Boolean).join(' ')}
    >
      <Label className="pp-field__label">{label}</Label>
      <Input className="pp-field__input" placeholder={placeholder} />
      {description ? <Text slot="description" className="pp-field__description">{description}</Text> : null}
      <FieldError className="pp-field__error">{hasErrors ? errors!.map(readableMessage).join(' ') : undefined}</FieldError>
    </AriaTextField>
  );
}
