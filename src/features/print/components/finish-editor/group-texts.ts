import { useLingui } from '@lingui/react/macro';
import type { FinishGroup } from '../../../../domain/finish-lists.js';

export interface GroupTexts {
  title: string;
  /** The group's rules in words, shown before a choice is made. */
  rules: string;
  /** The question of the first decision ("Which edge finish?"). */
  question: string;
}

/** Each finish group's name, its rules in words and its question, in the interface language. */
export function useGroupTexts(): Record<FinishGroup, GroupTexts> {
  const { t } = useLingui();
  const sidesRule = t`Kies rondom, twee overstaande zijden of losse zijden; een zijde kan één keer.`;
  return {
    edge: {
      title: t`Randafwerking`,
      rules: t`Eén randafwerking per zijde. Kiest u er een, dan heeft elke zijde een randafwerking nodig. ${sidesRule}`,
      question: t`Welke randafwerking?`,
    },
    eyelets: { title: t`Ringen`, rules: sidesRule, question: t`Welke ringen?` },
    pockets: { title: t`Tunnels`, rules: sidesRule, question: t`Welke tunnel?` },
    other: { title: t`Overige afwerkingen`, rules: sidesRule, question: t`Welke afwerking?` },
    extras: {
      title: t`Extra producten`,
      rules: t`Elk extra product kan één keer worden toegevoegd; sommige vragen om een locatie.`,
      question: t`Welke extra producten?`,
    },
  };
}
