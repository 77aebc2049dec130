// The WebAssembly solver's node count and stop rule (src/games/othello/solver-budget.ts):
// WebAssembly has no exceptions here, so a stop sets STOPPED and the deep search unwinds.

@external("env", "now") declare function now(): f64;

export let nodes: u64 = 0;
let nodeLimit: u64 = 0;
let deadline: f64 = 0;
let nextCheck: u64 = 0;
export let STOPPED = false;

export function startBudget(maxNodes: f64, deadlineMs: f64): void {
  nodes = 0;
  nodeLimit = maxNodes >= 1e18 ? u64.MAX_VALUE : <u64>max(maxNodes, 0);
  deadline = deadlineMs;
  nextCheck = min(<u64>4096, nodeLimit);
  STOPPED = false;
}

/** Counts a node and, every 4096 nodes, sets STOPPED past the limit or the deadline. */
@inline export function tick(): void {
  if (++nodes >= nextCheck) check();
}
function check(): void {
  if (nodes >= nodeLimit || now() >= deadline) STOPPED = true;
  nextCheck = nodes + 4096;
}

@inline export function countNode(): void {
  nodes++;
}
