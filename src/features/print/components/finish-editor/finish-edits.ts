export type { FinishEdit } from '../../../../../machines/finish-sides.machine.js';
