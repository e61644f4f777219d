import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

/** The house button: a real <button>, pressable by mouse, touch, Enter and Space. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['pp-button', `pp-button--${variant}`, className].filter(Boolean).join(' ')} />;
}
