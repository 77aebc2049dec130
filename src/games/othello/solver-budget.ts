// The exact solver's node count and its stop rule (node limit or deadline), shared by the
// search modules (solver.ts and the solver-* files). Module state: one solve at a time.

let nodes = 0;
let nodeLimit = Infinity;
let deadline = Infinity;
let nextCheck = 0;

/** Thrown (and caught at the root) to stop a search at the node or time limit. */
export const STOP = { stop: true };

/** Starts counting for a new solve. */
export function startBudget(maxNodes: number, deadlineMs: number): void {
  nodes = 0;
  nodeLimit = maxNodes;
  deadline = deadlineMs;
  nextCheck = Math.min(4096, nodeLimit);
}

/** Counts a node and, every 4096 nodes, throws STOP past the limit or the deadline. */
export function tick(): void {
  if (++nodes >= nextCheck) {
    if (nodes >= nodeLimit || performance.now() >= deadline) throw STOP;
    nextCheck = nodes + 4096;
  }
}

/** Counts a node without checking the budget (the last plies: a handful of nodes each). */
export function countNode(): void {
  nodes++;
}

/** Nodes counted since startBudget. */
export const nodeCount = (): number => nodes;
