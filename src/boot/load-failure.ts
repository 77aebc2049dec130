// A part of the game that could not be fetched after the start (a scene's chunk: the network
// went away) is told, not swallowed: a message over the game in the player's language, with
// a button that tries again (src/boot/later-scenes.ts fetches and starts what was asked).
// The same look as the splash's own failure (index.html's <style>, `.load-failed`), in the
// page, not the canvas: it must show whatever state the scenes are in.
import { t } from '../i18n/index';

const ID = 'load-failed';

export function showLoadFailure(retry: () => void): void {
  document.getElementById(ID)?.remove();
  const layer = document.createElement('div');
  layer.id = ID;
  const box = document.createElement('div');
  box.className = 'load-failed';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = t('common:loadFailed');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'load-retry';
  button.textContent = t('common:retry');
  button.addEventListener('click', () => {
    layer.remove();
    retry();
  });
  box.append(text, button);
  layer.append(box);
  document.body.append(layer);
}
