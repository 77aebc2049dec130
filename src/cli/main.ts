// Entry of `npm run --silent cli -- <command> …`; the dispatcher lives in run.ts so tests can call it.
import { loadOthelloSolverForCli } from './othello-solver';
import { run } from './run';

loadOthelloSolverForCli();

process.exitCode = await run(process.argv.slice(2));
