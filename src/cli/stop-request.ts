// A request to stop a long command early (Ctrl-C, or SIGTERM from a time box), so that
// `cli match` can still report the games it finished instead of dying without a summary.
// The first signal asks; a second one, with the listeners gone, ends the process as usual.

let requested = false;

/** Asks the running command to stop at its next check (the signal handlers call this). */
export function requestStop(): void {
  requested = true;
}

export function stopRequested(): boolean {
  return requested;
}

/**
 * Clears any earlier request and turns the next SIGINT or SIGTERM into a stop request.
 * Returns the function that removes the listeners again.
 */
export function listenForStop(): () => void {
  requested = false;
  const onSignal = (): void => {
    requestStop();
    unlisten();
  };
  const unlisten = (): void => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return unlisten;
}

/**
 * Lets a pending signal's handler run: a panda thinking in this process holds the event
 * loop for its whole move, and awaiting a settled promise does not reach the signal queue.
 */
export const letSignalsIn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
