// Owner: checkout engineer (issue #6). Editing a print in the cart with the configurator's editors.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Finish, FinishSide, Product } from '../../domain/catalog.js';
import type { CopyDraft } from '../../domain/copy-lines.js';
import { validateCopyLines } from '../../domain/copy-lines.js';
import { validateFinishSelections, type FinishSelection } from '../../domain/finish-rules.js';
import type { Issue } from '../../domain/issues.js';
import type { Print } from '../../domain/print-schema.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { showToast } from '../../ui/toast-queue.js';
import { buildPrint, type FrameChoice } from '../../../machines/print-build.js';
import { applyFinishEdit } from '../../../machines/finish-edits.js';
import { applyLineEdit } from '../../../machines/line-edits.js';
import { CopiesEditor } from '../copies-editor/copies-editor.js';
import { FinishEditor } from '../finish-editor/finish-editor.js';

export interface EditPrintModalProps {
  print: Print;
  product: Product;
  finishes: readonly Finish[];
  onSave: (print: Print) => void;
  onClose: () => void;
}

/**
 * The cart stores finishes expanded (around = four sides, opposite = two, spec section 3); the
 * editor works with the choices as made, so the sides of one finish are folded back first.
 */
export function foldSelections(finishes: NonNullable<Print['finishes']>): FinishSelection[] {
  const byFinish = new Map<number, FinishSelection[]>();
  for (const finish of finishes) byFinish.set(finish.id, [...(byFinish.get(finish.id) ?? []), { ...finish }]);
  const folded: FinishSelection[] = [];
  for (const entries of byFinish.values()) {
    const sides = new Set<FinishSide>(entries.map((entry) => entry.side));
    const first = entries[0]!;
    const take = (side: FinishSide, covered: FinishSide[]) => {
      folded.push({ ...first, side });
      for (const each of covered) sides.delete(each);
    };
    if (['top', 'right', 'bottom', 'left'].every((side) => sides.has(side as FinishSide))) take('around', ['top', 'right', 'bottom', 'left']);
    if (sides.has('top') && sides.has('bottom')) take('opposite-top', ['top', 'bottom']);
    if (sides.has('left') && sides.has('right')) take('opposite-left', ['left', 'right']);
    for (const side of sides) folded.push({ ...(entries.find((entry) => entry.side === side) ?? first), side });
  }
  return folded;
}

/** Copies and finishes editors of the configurator with its validation; Save replaces the print. */
export function EditPrintModal({ print, product, finishes, onSave, onClose }: EditPrintModalProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'nl';
  const [lines, setLines] = useState<CopyDraft[]>(print.copies.map((copy) => ({ ...copy, remark: copy.remark ?? '' })));
  const [selections, setSelections] = useState<FinishSelection[]>(foldSelections(print.finishes ?? []));
  const firstFrame = print.frames?.[0];
  const [frame, setFrame] = useState<FrameChoice>({ base: firstFrame?.base ?? null, support: firstFrame?.support ?? false, wallmount: firstFrame?.wallmount ?? false });
  const [copyIssues, setCopyIssues] = useState<Issue[]>([]);
  const [finishIssues, setFinishIssues] = useState<Issue[]>([]);

  const save = () => {
    const copiesCheck = validateCopyLines(lines, product).issues;
    const finishCheck = validateFinishSelections(selections, finishes, product.id, lang);
    setCopyIssues(copiesCheck);
    setFinishIssues(finishCheck);
    const edited = copiesCheck.length + finishCheck.length === 0
      ? buildPrint({ product, uuid: print.uuid, lines, selections, frame })
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
        onEdit={(edit) => {
          const result = applyFinishEdit(selections, edit);
          if (result.refused) showToast(t`Zijde bestaat al of kan niet samen met een andere zijde`, 'error');
          setSelections(result.selections);
        }}
        frame={product.kind === 'frame' ? { value: frame, onChange: setFrame } : undefined}
      />
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onClose}><Trans>Annuleren</Trans></Button>
        <Button onPress={save}><Trans>Opslaan</Trans></Button>
      </div>
    </Modal>
  );
}
