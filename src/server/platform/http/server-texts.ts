/** The general texts of the API's error answers (src/domain/texts/text.ts says how texts are worded). */
export const SERVER_TEXTS = {
  invalid: /*i18n*/ { id: 'server.invalid', message: 'De ingevulde gegevens zijn niet geldig.' },
} as const;
