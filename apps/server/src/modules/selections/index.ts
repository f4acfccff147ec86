/**
 * Selections' door: deciding a selection (approvals), a live selection's shape and the people a plan covers.
 * The module's wiring (routes, jobs, shared services) is selections.module.ts.
 */
export { decideSelection } from './selection-decisions.ts';
export { costsFor } from './selection-reads.ts';
export { liveShapeOf } from './selection.presenter.ts';
export { type CoverablePerson, peopleCoveredOf } from './selection.repository.ts';
