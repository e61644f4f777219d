import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PackValue } from '../../domain/order.js';

/** The special packs by name (DESIGN.md section 8: 59/V000097, 238/V000503, 247/V000552); never the code. */
const PACK_NAMES: Record<Exclude<PackValue, false>, MessageDescriptor> = {
  59: msg`Per stuk verpakt`,
  238: msg`Per locatie verpakt`,
  247: msg`Per set verpakt`,
};

/** The customer's name of a packaging choice: standard or one of the special packs. */
export function packLabel(pack: PackValue): string {
  return pack === false ? i18n._(msg`Standaard verpakking`) : i18n._(PACK_NAMES[pack]);
}
