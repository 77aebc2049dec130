// The one place that turns a match's state into a request for a panda, and the client
// that carries it to the worker.
import type { PandaName, ThinkRequest } from '../ai/protocol';
import type { AnyRules } from '../engine/types';
import type { GameRecord } from '../engine/record';
import { PandaClient } from './panda-client';

let client: PandaClient | null = null;

export function pandaClient(): PandaClient {
  if (!client) client = new PandaClient();
  return client;
}

/** The pandas' worker failed and none has answered since (PandaClient.trouble). */
export function pandaTrouble(): boolean {
  return client?.trouble ?? false;
}

/** Cancels whatever the pandas are thinking (the match is gone). */
export function cancelPandas(): void {
  client?.cancelAll();
}

export function pandaRequest(rules: AnyRules, record: GameRecord<unknown>, panda: PandaName, timeMs: number, seed: number): ThinkRequest {
  return {
    game: rules.id,
    options: { ...rules.options },
    position: rules.format(record.position),
    history: record.moveTexts,
    startPosition: record.startText,
    panda,
    timeMs,
    seed,
    drawRules: { ...record.draws },
  };
}
