/** Why an upload could not start now: its user has as many running as allowed, or the server has. */
export type SlotRefusal = 'user_busy' | 'server_busy';

export interface UploadSlots {
  /** A place for one upload of this user, with the function that gives it back; or why there is none. */
  take(userId: number): { release: () => void } | { refused: SlotRefusal };
}

/**
 * Counts the uploads streaming in this process, per user and in all. Each holds a socket, a file
 * descriptor and a partial file while it runs; without a ceiling a few thousand trickling uploads
 * take the server's descriptors and memory.
 */
export function createUploadSlots(limits: { perUser: number; total: number }): UploadSlots {
  const byUser = new Map<number, number>();
  let total = 0;
  return {
    take(userId) {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) return { refused: 'user_busy' };
      if (total >= limits.total) return { refused: 'server_busy' };
      byUser.set(userId, mine + 1);
      total++;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          total--;
          const left = (byUser.get(userId) ?? 1) - 1;
          if (left > 0) byUser.set(userId, left);
          else byUser.delete(userId);
        },
      };
    },
  };
}
