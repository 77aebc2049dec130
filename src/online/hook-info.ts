// What the `?test=1` hook's online() reads (docs/architecture.md, "Browser contract"). The
// online session comes with the online screen's chunk, so until it loads there is no game
// to report; the hook asks through this slot rather than importing the chunk.
let onlineInfoNow: () => unknown = () => null;

export function setOnlineInfo(fn: () => unknown): void {
  onlineInfoNow = fn;
}

export function onlineInfo(): unknown {
  return onlineInfoNow();
}
