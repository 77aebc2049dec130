// Entry of `npm run --silent cli -- <command> …`; the dispatcher lives in run.ts so tests can call it.
import { run } from './run';

process.exitCode = await run(process.argv.slice(2));
