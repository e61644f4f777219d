import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Boot texts change every 2 seconds (spec section 9). */
export const BOOT_TEXT_INTERVAL_MS = 2000;

/** 7 December up to and including 5 January shows the holiday variant (spec section 2). */
export function isHolidaySeason(date: Date): boolean {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return (month === 12 && day >= 7) || (month === 1 && day <= 5);
}

export function welcomeText(name: string): MessageDescriptor {
  return msg`Welkom, ${name}!`;
}

export const bootTexts: readonly MessageDescriptor[] = [
  msg`Producten laden…`,
  msg`Afwerkingen klaarzetten…`,
  msg`Adressen laden…`,
  msg`Inkt bijvullen…`,
];

export const holidayTexts: readonly MessageDescriptor[] = [
  msg`Fijne feestdagen!`,
  msg`Producten laden tussen de oliebollen door…`,
  msg`Slingers ophangen…`,
  msg`Alvast een gelukkig nieuwjaar!`,
];
