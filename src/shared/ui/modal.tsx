import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Controlled: open while true. Leave out for a modal that is always open (a route's own modal). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether Escape and a click outside close it (off for modals the user must answer). */
  isDismissable?: boolean;
  className?: string;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus is trapped inside and returns to the trigger when it closes. */
export function Modal({ title, children, isOpen = true, onOpenChange, isDismissable = false, className, role }: ModalProps) {
  return (
    <ModalOverlay
      className="pp-modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={['pp-modal', className].filter(Boolean).join(' ')}>
        <Dialog className="pp-dialog" role={role}>
          <Heading slot="title" className="pp-dialog__title">{title}</Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
