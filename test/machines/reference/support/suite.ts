import { describe, expect, it } from 'vitest';
import { expectAgreement, type Comparison } from './compare.js';
import { explore, randomWalks } from './walk.js';

const WALKS = 200;
const WALK_LENGTH = 12;
const SEED = 20261124;
/**
 * Walking thousands of paths takes seconds at rest and several times that on a busy two-core machine
 * (finish-sides' 26,048 transition paths: 8 s beside the other walks, over 30 s in a full CI run).
 * Every walk of every reference takes this limit, so none passes or fails with the machine's load.
 */
export const WALK_TIMEOUT_MS = 180_000;

/** How far a machine's reference is explored, and how many states it must at least reach. */
export interface Reach {
  maxStates: number;
  minStates: number;
}

/**
 * The two walks every machine with a reference takes: every reference transition (the shortest path
 * to each state, then each event there), and seeded random walks from random states.
 */
export function describeAgreement<State, Event, Effects>(machine: string, comparison: Comparison<State, Event, Effects>, reach: Reach): void {
  describe(`${machine} machine against its reference model`, () => {
    const { statePaths, transitionPaths } = explore(comparison.model, reach.maxStates);

    it('takes every transition of the reference (shortest path to each state, then each event there) as the reference says', async () => {
      expect(statePaths.length).toBeGreaterThan(reach.minStates);
      await expectAgreement(comparison, transitionPaths);
    }, WALK_TIMEOUT_MS);

    it(`takes ${WALKS} seeded random walks of ${WALK_LENGTH} steps, each from a random state, as the reference says`, async () => {
      await expectAgreement(comparison, randomWalks(comparison.model, { seed: SEED, count: WALKS, length: WALK_LENGTH, starts: statePaths }));
    }, WALK_TIMEOUT_MS);
  });
}
