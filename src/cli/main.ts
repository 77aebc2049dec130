// Entry of `npm run --silent cli -- <command> …`; the dispatcher lives in run.ts so tests can call it.
import { loadOthelloSolverForCli } from './othello-solver';
import { loadOthelloWeightsForCli } from './othello-weights';
import { run } from './run';

loadOthelloWeightsForCli();
loadOthelloSolverForCli();

process.exitCode = await run(process.argv.slice(2));
