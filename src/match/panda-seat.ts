// The panda's seat at the table: asks the worker for the panda's move (or PAPA's hint),
// makes a quick answer seem thought about, holds the move while the player cannot see it,
// and drops an answer that came too late (a new round, an undo, another opponent).
import type { PandaName, Prophecy, ThinkResult } from '../ai/protocol';
import type { GameRecord } from '../engine/record';
import type { AnyRules } from '../engine/types';
import { pandaClient, pandaRequest } from './panda-request';
import { whenPlayable } from './play-gate';
import { fallbackMove } from './fallback-move';

/** The time a hint on a node budget may take at most (a loaded machine's few seconds, many times over). */
const HINT_NODES_MAX_MS = 60_000;

const isAbort = (e: unknown): boolean => (e as { name?: string } | null)?.name === 'AbortError';

export class PandaSeat {
  private moveAbort: AbortController | null = null;
  private hintAbort: AbortController | null = null;

  constructor(private readonly pace: { pandaMs: number; minThinkMs: number; hintNodes?: number }) {}

  get thinking(): boolean {
    return this.moveAbort !== null;
  }
  get hintThinking(): boolean {
    return this.hintAbort !== null;
  }

  cancel(): void {
    this.moveAbort?.abort();
    this.moveAbort = null;
  }
  cancelHint(): void {
    this.hintAbort?.abort();
    this.hintAbort = null;
  }

  /**
   * The panda's move text for the record's position; null when cancelled. Never rejects:
   * when no search could run (no worker, and the page's search not fetched) it answers
   * with a simple choice made here (fallback-move.ts).
   */
  async move(rules: AnyRules, record: GameRecord<unknown>, panda: PandaName): Promise<ThinkResult | null> {
    this.cancel();
    const abort = new AbortController();
    this.moveAbort = abort;
    const started = performance.now();
    let result: ThinkResult;
    try {
      result = await pandaClient().think(
        pandaRequest(rules, record, panda, this.pace.pandaMs, (Math.random() * 0x7fffffff) | 0),
        abort.signal,
      );
      const wait = this.pace.minThinkMs - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // Hidden page or ad break: the move waits until the player can see it.
      await whenPlayable();
    } catch (err) {
      if (isAbort(err) || abort.signal.aborted) return null;
      console.warn('panda failed to answer', err);
      const move = fallbackMove(rules, record.position);
      result = { move: rules.moveToText(record.position, move), prophecy: null, depth: 0, nodes: 0, timeMs: 0 };
    }
    if (abort.signal.aborted || this.moveAbort !== abort) return null;
    this.moveAbort = null;
    return result;
  }

  /**
   * A scripted answer (a puzzle's proven defence, `pick`) after the pace's pause, held like a
   * panda's move until the player can see it; null when cancelled.
   */
  private async scripted(pick: () => number): Promise<number | null> {
    this.cancel();
    const abort = new AbortController();
    this.moveAbort = abort;
    await new Promise((r) => setTimeout(r, this.pace.minThinkMs));
    await whenPlayable();
    if (abort.signal.aborted || this.moveAbort !== abort) return null;
    this.moveAbort = null;
    return pick();
  }

  /**
   * The panda's answer as a legal engine move, with what he proved: the scripted defence's
   * pick when the match has one (a puzzle), else his search. A move the rules refuse is
   * replaced by the first legal one. Null when cancelled.
   */
  async answer(
    rules: AnyRules,
    record: GameRecord<unknown>,
    panda: PandaName,
    defence?: (record: GameRecord<unknown>) => number,
  ): Promise<{ move: number; prophecy: Prophecy | null } | null> {
    const legal = record.legalMoves();
    const checked = (move: number): number => {
      if (legal.includes(move)) return move;
      console.warn('panda move rejected', move);
      return legal[0];
    };
    if (defence) {
      const move = await this.scripted(() => defence(record));
      return move === null ? null : { move: checked(move), prophecy: null };
    }
    const result = await this.move(rules, record, panda);
    if (!result) return null;
    let move = -1;
    try {
      move = rules.moveFromText(record.position, result.move);
    } catch {
      // not a move of this position: checked() answers with the first legal one
    }
    return { move: checked(move), prophecy: result.prophecy };
  }

  /**
   * PAPA's move for the player (an engine integer) and what he proved, from the mover's side;
   * null when cancelled; 'unavailable' when no search could run (the board says so).
   */
  async hint(rules: AnyRules, record: GameRecord<unknown>): Promise<{ move: number; prophecy: Prophecy | null } | 'unavailable' | null> {
    this.cancelHint();
    const abort = new AbortController();
    this.hintAbort = abort;
    try {
      const request = pandaRequest(rules, record, 'papa', this.pace.pandaMs, 1);
      // a node budget, with time enough to spend it: the deadline never cuts the search short
      const { hintNodes } = this.pace;
      const asked = hintNodes ? { ...request, nodes: hintNodes, timeMs: HINT_NODES_MAX_MS } : request;
      const result = await pandaClient().think(asked, abort.signal);
      if (abort.signal.aborted || this.hintAbort !== abort) return null;
      return { move: rules.moveFromText(record.position, result.move), prophecy: result.prophecy };
    } catch (err) {
      if (isAbort(err) || abort.signal.aborted || this.hintAbort !== abort) return null;
      console.warn('hint failed', err);
      return 'unavailable';
    } finally {
      if (this.hintAbort === abort) this.hintAbort = null;
    }
  }
}
