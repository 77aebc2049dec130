// The pandas' module Web Worker: one request at a time, answered in one go (a worker has
// no frames to keep). Cancelling a search that runs here means terminating the worker;
// the client does that and starts a fresh one.

import type { FromWorker, ToWorker } from '../ai/protocol';
import { thinkNow } from '../ai/think';
import { resolveGame } from '../games/registry';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const { id, request } = event.data;
  let reply: FromWorker;
  try {
    reply = { id, ok: true, result: thinkNow(request, resolveGame) };
  } catch (e) {
    reply = { id, ok: false, error: (e as Error)?.message ?? String(e) };
  }
  scope.postMessage(reply);
};
