// The game's loop never stops for one bad frame. Phaser's loop asks the browser for the next
// frame only after the current one returned: a draw or an update that throws (a canvas
// call refused, a scene's update that trips) ended the loop for good, and with it every
// animation and every click, until a reload. The frame's step is wrapped here: a throw is
// reported once per message on the console (tests fail on it: it is still a bug) and the
// next frame comes as usual.
import type { Game } from 'phaser';

type Step = (time: number, delta: number) => void;

export function installLoopGuard(game: Game): void {
  const seen = new Set<string>();
  const guard =
    (step: Step): Step =>
    (time, delta) => {
      try {
        step(time, delta);
      } catch (e) {
        // the scene manager holds its queue (scene starts and stops) while it thinks a step
        // is under way; the step that threw never said it was over
        (game.scene as unknown as { isProcessing: boolean }).isProcessing = false;
        const message = (e as Error)?.message ?? String(e);
        if (!seen.has(message)) {
          seen.add(message);
          console.error('a frame failed; the game goes on', e);
        }
      }
    };
  // (instance properties: Game#start binds whichever it finds, and render on demand calls them)
  game.step = guard(game.step.bind(game));
  game.headlessStep = guard(game.headlessStep.bind(game));
}
