// Entry of `npm run --silent cli -- <command> …`; the dispatcher lives in run.ts so tests can call it.
import { loadOthelloWeightsForCli } from './othello-weights';
import { run } from './run';

loadOthelloWeightsForCli();

process.exitCode = await run(process.argv.slice(2));
