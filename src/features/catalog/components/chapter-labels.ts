import { useLingui } from '@lingui/react/macro';
import type { Chapter } from '../../../domain/catalog.js';

/** The translated names of the selector's chapters. */
export function useChapterLabels(): Record<Chapter, string> {
  const { t } = useLingui();
  return {
    personal: t`Mijn assortiment`,
    catalog: t`Catalogus`,
    frames: t`PlusFrames`,
    vsigns: t`V-borden`,
    fence_banners: t`Hekwerkbanners`,
    flags: t`Vlaggen`,
    adhesive: t`Folies`,
  };
}
