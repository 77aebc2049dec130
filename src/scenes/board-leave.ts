// Leaving the board: the question asked first, and what leaving does to an online game.
import type { Match } from '../match/match';
import { t } from '../i18n/index';
import { leaveOnline, onlineGame } from '../online/session';
import { playOnPanda } from '../online/play-on';
import { progressTracker } from '../progress/tracker';
import type { ConfirmMore } from './board-dialogs';

/** The question asked before leaving (a game in progress stays saved for Continue), or null: leave at once. */
export function leaveQuestion(match: Match): { question: string; yes: string } | null {
  if (match.online && !match.outcome && onlineGame()?.status !== 'offline')
    return { question: 'online:confirm.leave', yes: 'online:confirm.leaveYes' };
  if (!match.inProgress || match.config.transient) return null;
  return { question: 'board:confirm.leave', yes: 'board:confirm.leaveYes' };
}

/** Leaving an online game in play gives it up; any online game's room is left. */
export function quitOnline(match: Match): void {
  if (!match.online) return;
  if (match.inProgress || (!match.outcome && onlineGame()?.snap?.status === 'playing')) {
    onlineGame()?.send({ type: 'resign' });
    // the room counts it as the other's win; this device counts the loss at once
    progressTracker().countResignation(match);
  }
  leaveOnline();
}

/** The words around the offer to play on against a panda when the game server is gone for good. */
export function playOnOffer(): ConfirmMore {
  const params = { panda: t(`common:pandas.${playOnPanda()}.name`) };
  return { params, no: 'online:toMenu', title: 'online:lost.title' };
}
