import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label; toggled by click or Space. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={['pp-checkbox', className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="pp-checkbox__box" aria-hidden="true">
            {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected ? <Check size={14} strokeWidth={3} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
