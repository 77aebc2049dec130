// Boot: the menu's textures are made (their pictures follow a beat later, see
// src/art/prepare.ts provide(); the rest of the art follows in idle time, see
// src/boot/first-screen.ts); then the menu, or straight to a game's player select with
// ?game=<id>. A shared link opens its game's review (`replay=`) or an analysis board
// (`position=`); a malformed one opens the menu with a notice saying what was wrong
// (src/match/shared-link.ts). Nothing else is waited for here: the page's splash covers this scene.
import { Scene } from 'phaser';
import { provideFirstScreenArt } from '../boot/first-screen';
import { splashProgress } from '../boot/splash';
import { newMatch } from '../match/session';
import { linkParamsReady, readLink } from '../match/shared-link';
import { GAME_IDS, rulesFor } from '../games/registry';
import { onlineServer } from '../online/server';
import { portalInvitedRoom, portalWantsInstantGame } from '../online/portal-invite';
import { startScene, type SceneKey } from './scene-data';
import { settings, urlParams } from '../settings';

export class BootScene extends Scene {
  constructor() {
    super('boot');
  }

  create(): void {
    splashProgress(1);
    provideFirstScreenArt(this.textures);
    // a portal's share link is read through its adapter, attached a moment after start
    void linkParamsReady().then(() => {
      if (this.openLink()) return;
      // an online invitation: join room CODE (a reload of a game in play takes its seat back),
      // from our own link or the portal's (docs/online.md "On a portal")
      const room = urlParams.room ?? portalRoom();
      if (room) return startScene(this.scene, 'online', { join: room });
      if (portalWantsInstantGame()) return void this.instantGame();
      this.firstScreen();
    });
  }

  private firstScreen(): void {
    if (urlParams.game) startScene(this.scene, 'select', { game: urlParams.game });
    else this.open('menu');
  }

  /** The portal asks for an online game at once: a quick match, when this build has a server. */
  private async instantGame(): Promise<void> {
    const server = await onlineServer();
    if (!this.sys.isActive()) return;
    if (server) startScene(this.scene, 'online', { game: urlParams.game ?? GAME_IDS[0], quick: true });
    else this.firstScreen();
  }

  /**
   * Starts the first screen within this task, as Phaser starts a game's first scene: built
   * now and drawn at the next frame. A scene's own start would wait for the next frame to
   * build it and draw it a frame later (docs/architecture.md "Start-up"). Only while the scene manager is
   * between frames; during one, the start is queued as usual.
   */
  private open(key: SceneKey): void {
    const manager = this.game.scene as unknown as { isProcessing: boolean };
    if (manager.isProcessing) {
      startScene(this.scene, key);
      return;
    }
    this.scene.stop();
    startScene(this.game.scene, key);
  }

  /** Opens what a shared link asks for; false when the page has no such link. */
  private openLink(): boolean {
    const link = readLink(location.search);
    switch (link.kind) {
      case 'none':
        return false;
      case 'replay':
        startScene(this.scene, 'review', { shared: link.shared });
        return true;
      case 'analysis': {
        const sides = rulesFor(link.game).sides;
        // a study board: no turn clock
        newMatch({ ...settings.matchConfig(link.game, 'human', sides[0]), timerSec: 0, startPosition: link.startText, mode: 'analysis' });
        startScene(this.scene, 'board');
        return true;
      }
      case 'invalid':
        console.info(`[link] not opened: ${link.detail}`);
        startScene(this.scene, 'menu', { notice: link.notice });
        return true;
    }
  }
}

/** The room a portal's invitation names, in the form `room=` takes (anything else: a code that fails clearly). */
function portalRoom(): string | null {
  const r = portalInvitedRoom();
  if (!r) return null;
  return /^[A-Za-z0-9]{1,16}$/.test(r) ? r.toUpperCase() : 'INVALID';
}
