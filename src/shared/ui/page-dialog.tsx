import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface PageDialogProps {
  title: ReactNode;
  children: ReactNode;
}

/**
 * The login area's box: a dialog that is the whole page's content, drawn like a modal over the
 * backdrop. Plain markup, not react-aria's Dialog: with nothing behind it to make inert it needs no
 * focus scope, and that library code alone cost /login about 4 kB gzip of its 150 kB budget
 * (DESIGN.md section 11). Like react-aria's dialog it takes the focus when it opens and nothing
 * inside has it yet, so a screen reader reads its title and the first Tab lands in the form.
 */
export function PageDialog({ title, children }: PageDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.contains(document.activeElement)) element.focus({ preventScroll: true });
  }, []);
  return (
    <div className="pp-modal-overlay">
      <section className="pp-modal">
        <div ref={dialog} role="dialog" aria-labelledby={titleId} tabIndex={-1} className="pp-dialog">
          <h2 id={titleId} className="pp-dialog__title">{title}</h2>
          {children}
        </div>
      </section>
    </div>
  );
}
