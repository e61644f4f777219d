import type { ReactNode } from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { Button, type ButtonProps } from './button.js';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The button's name: read by screen readers and shown as a tooltip on hover and keyboard focus. */
  label: string;
  /** A lucide icon; it is hidden from assistive technology (the label names the button). */
  icon: ReactNode;
}

/** A button that shows only an icon: its name is its aria-label and a tooltip that keyboard users reach too. */
export function IconButton({ label, icon, variant = 'quiet', className, ...props }: IconButtonProps) {
  return (
    <TooltipTrigger delay={400} closeDelay={100}>
      <Button {...props} variant={variant} aria-label={label} className={['pp-icon-button', className].filter(Boolean).join(' ')}>
        {icon}
      </Button>
      <Tooltip className="pp-tooltip" offset={6}>{label}</Tooltip>
    </TooltipTrigger>
  );
}
