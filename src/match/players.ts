// Who can sit across the board: one of the three pandas or a friend on this device.
import { PANDAS, type PandaName } from '../ai/protocol';

export { PANDAS, type PandaName };
export type Opponent = PandaName | 'human';
export const OPPONENTS: readonly Opponent[] = [...PANDAS, 'human'];

export function isOpponent(value: unknown): value is Opponent {
  return typeof value === 'string' && (OPPONENTS as readonly string[]).includes(value);
}
