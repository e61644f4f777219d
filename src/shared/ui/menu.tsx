import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components/Menu';
import { Button } from 'react-aria-components/Button';

export interface MenuButtonProps {
  /** The visible content of the trigger button. */
  label: ReactNode;
  /** Accessible name when the label is only an icon. */
  ariaLabel?: string;
  onAction: (key: Key) => void;
  children: ReactNode;
  className?: string;
}

/** A button that opens a menu of actions (arrow keys move, Enter chooses, Escape closes). */
export function MenuButton({ label, ariaLabel, onAction, children, className }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button aria-label={ariaLabel} className={['pp-button', 'pp-button--quiet', className].filter(Boolean).join(' ')}>
        {label}
      </Button>
      <Popover className="pp-popover" placement="bottom end">
        <AriaMenu className="pp-menu" onAction={onAction}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export function MenuItem(props: Omit<AriaMenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className="pp-menu__item" />;
}
