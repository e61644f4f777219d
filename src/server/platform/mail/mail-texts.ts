/** The opening and closing line of every mail (locales/{nl,en}/server.po). */
export const MAIL_GREETING = /*i18n*/ { id: 'mail.greeting', message: 'Beste {name},' };
export const MAIL_SIGNATURE = /*i18n*/ { id: 'mail.signature', message: 'PrintPortal' };
