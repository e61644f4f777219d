// Editing a print in the cart with the configurator's editors.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Finish, Product } from '../../domain/catalog.js';
import type { CopyDraft } from '../../domain/copy-lines.js';
import { validateCopyLines } from '../../domain/copy-lines.js';
import { foldSelections } from '../../domain/finish-choices.js';
import type { Issue } from '../../domain/issues.js';
import type { Print } from '../../domain/print-schema.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { showToast } from '../../ui/toast-queue.js';
import { buildPrint, type FrameChoice } from '../../../machines/print-build.js';
import { finishSidesMachine } from '../../../machines/finish-sides.machine.js';
import { applyLineEdit } from '../../../machines/line-edits.js';
import { CopiesEditor } from '../copies-editor/copies-editor.js';
import { FinishEditor } from '../finish-editor/finish-editor.js';
import { useSideRefusalToasts } from '../finish-editor/side-refusal-toasts.js';

export interface EditPrintModalProps {
  print: Print;
  product: Product;
  finishes: readonly Finish[];
  onSave: (print: Print) => void;
  onClose: () => void;
}

/** Copies and finishes editors of the configurator with its validation; Save replaces the print. */
export function EditPrintModal({ print, product, finishes, onSave, onClose }: EditPrintModalProps) {
  const { t } = useLingui();
  const [lines, setLines] = useState<CopyDraft[]>(print.copies.map((copy) => ({ ...copy, remark: copy.remark ?? '' })));
  // The side rules run in the same machine as in the wizard, started with the print's finishes folded back.
  const sides = useActorRef(finishSidesMachine, {
    input: { productId: product.id, finishes, selections: foldSelections(print.finishes ?? []) },
  });
  const selections = useSelector(sides, (snapshot) => snapshot.context.selections);
  const finishIssues = useSelector(sides, (snapshot) => snapshot.context.issues);
  const firstFrame = print.frames?.[0];
  const [frame, setFrame] = useState<FrameChoice>({ base: firstFrame?.base ?? null, support: firstFrame?.support ?? false, wallmount: firstFrame?.wallmount ?? false });
  const [copyIssues, setCopyIssues] = useState<Issue[]>([]);
  useSideRefusalToasts(sides);

  const save = () => {
    const copiesCheck = validateCopyLines(lines, product).issues;
    setCopyIssues(copiesCheck);
    sides.send({ type: 'sides.check' });
    const checked = sides.getSnapshot();
    const edited = copiesCheck.length === 0 && checked.matches('valid')
      ? buildPrint({ product, uuid: print.uuid, lines, selections: checked.context.selections, frame })
      : null;
    if (!edited) {
      showToast(t`Controleer de regels en afwerkingen`, 'error');
      return;
    }
    onSave({ ...edited, ...(print.extra_reference ? { extra_reference: print.extra_reference } : {}) });
  };

  const productName = product.name;
  return (
    <Modal title={t`${productName} bewerken`} isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pp-edit-print">
      <CopiesEditor product={product} lines={lines} issues={copyIssues} onEdit={(edit) => setLines((old) => applyLineEdit(old, edit, product))} />
      <FinishEditor
        product={product}
        finishes={finishes}
        selections={selections}
        issues={finishIssues}
        onEdit={(edit) => sides.send(edit)}
        frame={product.kind === 'frame' ? { value: frame, onChange: setFrame } : undefined}
      />
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onClose}><Trans>Annuleren</Trans></Button>
        <Button onPress={save}><Trans>Opslaan</Trans></Button>
      </div>
    </Modal>
  );
}
