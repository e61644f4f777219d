import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';

export interface PageDialogProps {
  title: ReactNode;
  children: ReactNode;
}

/**
 * The login area's box: a dialog that is the whole page's content, drawn like a modal over the
 * backdrop. With nothing behind it to make inert there is no focus trap or scroll lock to load,
 * which keeps /login within its JavaScript budget (DESIGN.md section 11).
 */
export function PageDialog({ title, children }: PageDialogProps) {
  return (
    <div className="pp-modal-overlay">
      <section className="pp-modal">
        <Dialog className="pp-dialog">
          <Heading slot="title" className="pp-dialog__title">{title}</Heading>
          {children}
        </Dialog>
      </section>
    </div>
  );
}
