import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button.js';
import { Modal } from './modal.js';

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Escape and Cancel keep everything as it was. */
export function ConfirmDialog({ title, children, confirmLabel, isOpen, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onCancel()} role="alertdialog">
      <p>{children}</p>
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onCancel} autoFocus>
          <Trans>Annuleren</Trans>
        </Button>
        <Button variant="danger" onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
