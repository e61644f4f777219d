// Editing a print in the cart: the cart's `printEdit` child (the print machine) runs on it, with the configurator's editors.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { printMachine } from '../../../../../machines/print.machine.js';
import { buildPrint } from '../../../../../machines/print-build.js';
import type { Finish } from '../../../../domain/catalog.js';
import { Button } from '../../../../shared/ui/button.js';
import { Modal } from '../../../../shared/ui/modal.js';
import { CopiesEditor, FinishEditor } from '../../../print/index.js';

export interface EditPrintModalProps {
  /** The print machine the cart runs while it is `editing`: its completion replaces the print in the cart. */
  editor: ActorRefFrom<typeof printMachine>;
  finishes: readonly Finish[];
  /** Cancel or Escape: the cart's `edit.close`. */
  onCancel: () => void;
}

/** Copies and finishes editors; Save asks the print machine (`print.save`), which checks both. */
export function EditPrintModal({ editor, finishes, onCancel }: EditPrintModalProps) {
  const { t } = useLingui();
  const product = useSelector(editor, (snapshot) => snapshot.context.product);
  const lines = useSelector(editor, (snapshot) => snapshot.context.lines);
  const copyIssues = useSelector(editor, (snapshot) => snapshot.context.copyIssues);
  const selections = useSelector(editor, (snapshot) => snapshot.context.selections);
  const finishIssues = useSelector(editor, (snapshot) => snapshot.context.finishIssues);
  const frame = useSelector(editor, (snapshot) => snapshot.context.frame);
  const sides = useSelector(editor, (snapshot) => snapshot.children.finishSides);
  const uuid = useSelector(editor, (snapshot) => snapshot.context.uuid);
  // What each finish choice adds is counted on the lines as they stand (none while a line is not valid).
  const print = useMemo(() => buildPrint({ product, uuid, lines, selections: [], frame }, false), [product, uuid, lines, frame]);
  if (!product) return null;

  const productName = product.name;
  return (
    <Modal title={t`${productName} bewerken`} isOpen isDismissable onOpenChange={(open) => !open && onCancel()} className="pp-edit-print">
      <CopiesEditor product={product} lines={lines} issues={copyIssues} onEdit={(edit) => editor.send({ type: 'lines.edit', edit })} />
      <FinishEditor
        product={product}
        finishes={finishes}
        selections={selections}
        issues={finishIssues}
        onEdit={(edit) => sides?.send(edit)}
        print={print}
        frame={product.kind === 'frame' ? { value: frame, onChange: (value) => editor.send({ type: 'frame.change', frame: value }) } : undefined}
        copies={lines}
      />
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onCancel}><Trans>Annuleren</Trans></Button>
        <Button onPress={() => editor.send({ type: 'print.save' })}><Trans>Opslaan</Trans></Button>
      </div>
    </Modal>
  );
}
