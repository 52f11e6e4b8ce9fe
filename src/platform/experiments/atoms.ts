import { atom } from 'jotai';
import type { ExperimentKey, Variation } from './registry';

/**
 * Variations forced from outside (Storybook globals, tests, a `forceVariation` query):
 * they win over whatever the experiments service would assign.
 */
export const forcedVariationsAtom = atom<Partial<Record<ExperimentKey, Variation>>>({});
