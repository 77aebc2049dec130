// The document mirror of the game for screen readers (docs/accessibility.md): the scene's
// buttons, the board as a grid, blind-mode commands and a live log of what happens. Built
// from the same state the canvas draws: the control registry, the live match and the board
// on screen. It is looked at from the game loop four times a second, and at once
// after an event or a press, and only what changed is written.
import type { Game } from 'phaser';
import { activeSceneKey } from '../ui/active-scene';
import { currentLang, t } from '../i18n/index';
import { currentMatch, onSession } from '../match/session';
import type { Match } from '../match/match';
import type { MatchEvent } from '../match/match-types';
import { activeBoard } from '../views/active';
import { prophecyText } from '../views/board-texts';
import { deedOf, deedText } from '../views/narration';
import { headlineText, reasonText } from '../views/result-texts';
import { Announcer } from './announcer';
import { BoardGrid } from './board-grid';
import { clockWords, lastMoveWords, legalWords, moverName, piecesWords, sentences } from './board-words';
import { ControlButtons } from './control-buttons';
import { hideVisually, setAttr, setText } from './hidden-style';

/** The slowest the mirror follows the screen when nothing tells it to look (ms): often enough for the clock's seconds. */
const LOOK_EVERY_MS = 250;

const COMMANDS = [
  { id: 'last', key: 'l', words: lastMoveWords },
  { id: 'pieces', key: 'p', words: piecesWords },
  { id: 'clock', key: 'c', words: clockWords },
  { id: 'legal', key: 'm', words: legalWords },
] as const;

/** What a match event says in the log ('' for nothing). */
function eventWords(m: Match, e: MatchEvent): string {
  switch (e.type) {
    case 'move': {
      // a move the timer made is told by the notice that says so
      if (e.played.timerPass) return '';
      const deed = deedOf(m, e.played);
      return sentences([t('access:played', { who: moverName(m, m.sideOf(e.played)), move: e.played.text }), deed ? deedText(deed) : '']);
    }
    case 'prophecy':
      return prophecyText(m);
    case 'end':
      return t('access:result', { headline: headlineText(m).replace(/[!.。！]$/, ''), reason: reasonText(m, e.outcome) });
    default:
      return '';
  }
}

export function installAccessMirror(game: Game, doc: Document = document): void {
  const root = doc.createElement('section');
  root.dataset.panda = 'access-mirror';
  hideVisually(root);
  let focusInside = false;
  const heading = doc.createElement('h1');
  // focus lands here when the element that had it goes (a new scene, a dialog over the board)
  heading.tabIndex = -1;
  const log = new Announcer(doc);
  let due = true;
  const lookSoon = () => {
    due = true;
  };
  const controls = new ControlButtons(doc, lookSoon);
  const boardArea = doc.createElement('div');
  const help = doc.createElement('p');
  help.id = 'access-board-help';
  const runCommand = (id: string) => {
    const m = currentMatch();
    const command = COMMANDS.find((c) => c.id === id);
    if (m && command) log.say(command.words(m));
  };
  const grid = new BoardGrid(
    doc,
    (text) => log.say(text),
    (e) => {
      const command = COMMANDS.find((c) => c.key === e.key.toLowerCase());
      if (!command) return;
      e.preventDefault();
      runCommand(command.id);
    },
  );
  grid.el.setAttribute('aria-describedby', help.id);
  const toolbar = doc.createElement('div');
  toolbar.setAttribute('role', 'toolbar');
  const commandButtons = COMMANDS.map((c) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.addEventListener('click', () => runCommand(c.id));
    toolbar.appendChild(b);
    return { id: c.id, b };
  });
  boardArea.append(grid.el, help, toolbar);
  root.append(heading, controls.el, boardArea, log.el);
  doc.body.appendChild(root);
  // Keys pressed in the mirror are the mirror's: the canvas's own keyboard (control focus,
  // board cursor, scene keys, the host-scroll guard) listens on the window and must not act
  // on them too. Keys pressed elsewhere never come here.
  root.addEventListener('keydown', (e) => e.stopPropagation());
  // Focus the player moved elsewhere on purpose (a click on the canvas, Tab out of the
  // mirror) stays there; only focus lost with its element (gone, or hidden) comes back.
  root.addEventListener('focusout', (e) => {
    const left = e.target as HTMLElement;
    queueMicrotask(() => {
      if (left.isConnected && !left.closest('[hidden]') && !root.contains(doc.activeElement)) focusInside = false;
    });
  });
  doc.defaultView?.addEventListener('pointerdown', () => (focusInside = false), { capture: true, passive: true });

  let lastNotice = '';
  let lastSecond: number | null = null;
  // what happened is told in the next look, before the notice that may repeat it
  const happened: { m: Match; e: MatchEvent }[] = [];
  onSession((e) => {
    lookSoon();
    if (e.type !== 'match' || !['move', 'prophecy', 'end'].includes(e.event.type)) return;
    happened.push({ m: e.match, e: e.event });
    // a page that is not drawn does not look: what a long absence piled up is not all read out
    if (happened.length > 20) happened.shift();
  });

  const sync = (): void => {
    for (const { m, e } of happened.splice(0)) log.say(eventWords(m, e));
    syncScreen();
    // a screen reader's user whose button or cell went away hears where they are now
    const focused = doc.activeElement;
    if (focusInside && (!focused || focused === doc.body)) heading.focus();
    focusInside = root.contains(doc.activeElement);
  };

  const syncScreen = (): void => {
    const key = activeSceneKey();
    const m = currentMatch();
    const lang = currentLang() === 'zh' ? 'zh-CN' : 'en';
    setAttr(root, 'lang', lang);
    setAttr(root, 'aria-label', t('access:region'));
    const game = m && key === 'board' ? t(`games:${m.game}.name`) : '';
    setText(heading, t(`access:scenes.${key}`, { game }));
    controls.setLabel(t('access:controls'));
    controls.sync(key);
    log.setLabel(t('access:log'));

    const board = activeBoard();
    const onBoard = key === 'board' && m !== null && board !== null && board.dialog() === null;
    boardArea.hidden = !onBoard;
    if (!onBoard || !m || !board) {
      lastSecond = null;
      return;
    }
    grid.sync(m, board.view);
    setText(help, t('access:boardHelp'));
    setAttr(toolbar, 'aria-label', t('access:commands.label'));
    for (const { id, b } of commandButtons) setText(b, t(`access:commands.${id}`));
    // what the panel's notice line says: refusals, passes, the panda's words
    const notice = board.panel.noticeOnScreen ?? '';
    if (notice !== lastNotice) {
      lastNotice = notice;
      log.sayNew(notice);
    }
    // the last ten seconds of the player's turn, second by second
    const left = m.timeLeft();
    const second = left !== null && left <= 10 && m.humanToMove && !m.outcome ? Math.ceil(left) : null;
    if (second !== null && second !== lastSecond && second > 0) log.say(t('access:secondsLeft', { count: second }));
    lastSecond = second;
  };

  // The loop says when to look; the look itself waits for the browser's idle time after
  // the frame, so it never lengthens one (docs/accessibility.md, "Cost").
  let lastLook = -Infinity;
  let waiting = false;
  const look = (): void => {
    waiting = false;
    sync();
  };
  game.events.on('poststep', () => {
    const now = performance.now();
    if (waiting || (!due && now - lastLook < LOOK_EVERY_MS)) return;
    due = false;
    lastLook = now;
    waiting = true;
    const win = doc.defaultView ?? window;
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(look, { timeout: 200 });
    else win.setTimeout(look, 0);
  });
}
