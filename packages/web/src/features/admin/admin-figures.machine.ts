import type { AdminFigures } from '@aurele/shop-contract';
import { resourceMachine } from '../../shared/resource/resource.machine';
import { adminApi } from './admin-client';

/** « Analyses »'s catalogue figures, fetched when the tab opens. */
export const adminFiguresMachine = resourceMachine<AdminFigures>((_, signal) => adminApi.figures(signal));
