// Editing a print in the cart: the print machine runs on it, with the configurator's editors.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { printMachine } from '../../../machines/print.machine.js';
import type { Finish, Product } from '../../domain/catalog.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { CopiesEditor } from '../copies-editor/copies-editor.js';
import { FinishEditor } from '../finish-editor/finish-editor.js';
import { useOwnedActor } from '../use-owned-actor.js';

export interface EditPrintModalProps {
  product: Product;
  finishes: readonly Finish[];
  /** Starts a print actor on the cart's print (src/actors/shop-actors.ts `editPrint`): its completion replaces the print. */
  startEditor: () => ActorRefFrom<typeof printMachine>;
  onClose: () => void;
}

/** Copies and finishes editors; Save asks the print machine (`print.save`), which checks both. */
export function EditPrintModal({ product, finishes, startEditor, onClose }: EditPrintModalProps) {
  const { t } = useLingui();
  const editor = useOwnedActor(startEditor);
  const lines = useSelector(editor, (snapshot) => snapshot.context.lines);
  const copyIssues = useSelector(editor, (snapshot) => snapshot.context.copyIssues);
  const selections = useSelector(editor, (snapshot) => snapshot.context.selections);
  const finishIssues = useSelector(editor, (snapshot) => snapshot.context.finishIssues);
  const frame = useSelector(editor, (snapshot) => snapshot.context.frame);
  const sides = useSelector(editor, (snapshot) => snapshot.children.finishSides);
  useEffect(() => {
    const saved = editor.on('print.completed', () => onClose());
    return () => saved.unsubscribe();
  }, [editor, onClose]);

  const productName = product.name;
  return (
    <Modal title={t`${productName} bewerken`} isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pp-edit-print">
      <CopiesEditor product={product} lines={lines} issues={copyIssues} onEdit={(edit) => editor.send({ type: 'lines.edit', edit })} />
      <FinishEditor
        product={product}
        finishes={finishes}
        selections={selections}
        issues={finishIssues}
        onEdit={(edit) => sides?.send(edit)}
        frame={product.kind === 'frame' ? { value: frame, onChange: (value) => editor.send({ type: 'frame.change', frame: value }) } : undefined}
      />
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onClose}><Trans>Annuleren</Trans></Button>
        <Button onPress={() => editor.send({ type: 'print.save' })}><Trans>Opslaan</Trans></Button>
      </div>
    </Modal>
  );
}
