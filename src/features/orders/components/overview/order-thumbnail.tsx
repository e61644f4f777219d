import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MarkFinish } from '../../../../domain/finish-marks.js';
import type { OrderRow } from '../../../../domain/orders.js';
import { PrintPreview, useStoredFileSource } from '../../../print/index.js';

const NO_COPIES: readonly { width: number; height: number }[] = [];
const NO_FINISHES: readonly MarkFinish[] = [];

/**
 * The overview row's thumbnail: page 1 of the order's latest file on the print at the size of
 * its copy line, drawn by the order page's preview (pdf.js loaded on first use, the file fetched only near the viewport).
 */
export function OrderThumbnail({ row }: { row: Pick<OrderRow, 'id' | 'thumbnail_file_id' | 'thumbnail_size'> }) {
  const { t } = useLingui();
  const source = useStoredFileSource();
  const fileId = row.thumbnail_file_id;
  const number = row.id;
  const name = t`het laatste bestand van order ${number}`;
  const size = row.thumbnail_size;
  // The print's own size when the server knows it (the file's copy line), else the page's.
  const copies = useMemo(() => (size ? [size] : NO_COPIES), [size]);
  const load = useMemo(() => (source && fileId ? () => source({ id: fileId, name }) : null), [source, fileId, name]);
  if (!load) return null;
  return <PrintPreview name={name} load={load} copies={copies} finishes={NO_FINISHES} size="mini" />;
}
