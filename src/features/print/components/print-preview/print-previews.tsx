import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { OrderDetailPrint } from '../../../../domain/orders.js';
import { MAX_THUMBNAIL_BYTES, PrintPreview, tooLarge } from './print-preview.js';
import { useStoredFileSource } from './stored-file-source.js';

export interface PrintPreviewsProps {
  print: Pick<OrderDetailPrint, 'copies' | 'finishes' | 'files'>;
  /** The PDF the customer just picked (shown large, before and during its upload). */
  picked: File | null;
}

/** The order page's mount point: the picked PDF large, each stored file as a thumbnail. */
export function PrintPreviews({ print, picked }: PrintPreviewsProps) {
  const source = useStoredFileSource();
  const loadPicked = useMemo(() => (picked ? () => Promise.resolve<Blob>(picked) : null), [picked]);
  const stored = useMemo(
    () => (source
      ? print.files.map((file) => ({ file, load: () => (file.size > MAX_THUMBNAIL_BYTES ? Promise.reject(tooLarge()) : source(file)) }))
      : []),
    [source, print.files],
  );
  if (!loadPicked && stored.length === 0) return null;
  return (
    <div className="pp-print-previews">
      {loadPicked && picked ? (
        <>
          <h4><Trans>Voorbeeld van uw bestand</Trans></h4>
          <PrintPreview key={`${picked.name}-${picked.size}-${picked.lastModified}`} name={picked.name} load={loadPicked} copies={print.copies} finishes={print.finishes} size="large" />
        </>
      ) : null}
      {stored.length > 0 ? (
        <div className="pp-previews">
          {stored.map(({ file, load }) => (
            <PrintPreview key={file.id} name={file.name} load={load} copies={print.copies} finishes={print.finishes} size="thumb" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
