// The clock every budget is measured on (ms, monotonic where available).
export const now: () => number = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();
