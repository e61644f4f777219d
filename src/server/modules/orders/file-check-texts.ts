/** The admin tool words the checks of print files through here. */
export { checkSentence } from '../files/file-check-texts.js';
