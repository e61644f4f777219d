// What other features use of the checkout: the need-by planner (copies step and home).
export { usePlanner, type PlannerActor, type PlannedPrint } from './planner/use-planner.js';
export { NeedByPlanner } from './components/planner/need-by-planner.js';
