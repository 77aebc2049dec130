// A fake of the CrazyGames HTML5 SDK v3 for the browser tests, served by page.route in place
// of https://sdk.crazygames.com/crazygames-sdk-v3.js. Never shipped: it lives under tests/.
// It implements the documented surface the game uses (init, environment, game.loadingStart/
// loadingStop/gameplayStart/gameplayStop, game.settings.muteAudio and its change listeners,
// ad.requestAd with adStarted/adFinished/adError, data.getItem/setItem/removeItem/clear, the
// multiplayer calls game.inviteLink/showInviteButton/hideInviteButton/getInviteParam and the
// game.isInstantMultiplayer flag) and records every call in window.__fakeSdk.calls.
// Driven from the game page's URL:
//   fakeSdk=ok|disabled|throws|broken|hangs  ok: environment 'crazygames'; disabled: init
//                      resolves, environment 'disabled', every call throws (the SDK on
//                      another domain); throws: init and every call throw; broken: init
//                      resolves, then every module call throws; hangs: init never resolves
//   fakeAd=finish|error|unfilled      how a requested ad ends (default finish)
//   fakeAdMs=<ms>|manual              how long an ad plays (default 600); manual: until
//                                     window.__fakeSdk.endAd('finish'|'error')
//   muteAudio=true                    the portal's mute setting at start (as the real SDK)
//   fakeInvite=<query>                the parameters of the CrazyGames invitation the player
//                                     came through (what getInviteParam reads), e.g. room%3DAB23CD;
//                                     the game's own URL does not carry them, as on crazygames.com
//   fakeInstant=true                  game.isInstantMultiplayer (the "Play multiplayer" button)
// inviteLink(params) gives https://www.crazygames.com/game/panda-board-games?<params>, as the
// real SDK gives the game's page with the parameters; window.__fakeSdk.inviteButton is the
// parameters of the invite button shown, or null.
// window.__fakeSdk.setMute(bool) changes the portal's mute setting, calling the listeners.
// The data module keeps its items under one localStorage key of its own, as the real SDK
// does for a guest, so a save made through it outlives a reload.
(() => {
  const q = new URLSearchParams(location.search);
  const mode = q.get('fakeSdk') || 'ok';
  const adEnd = q.get('fakeAd') || 'finish';
  const adMsParam = q.get('fakeAdMs') || '600';
  const DATA_KEY = 'fake-crazygames-sdk:data';
  const calls = [];
  let initialised = false;
  let pendingAd = null;
  const listeners = new Set();
  const settings = { muteAudio: q.get('muteAudio') === 'true', disableChat: false };
  const invite = new URLSearchParams(q.get('fakeInvite') || '');
  let inviteButton = null;
  const linkFor = (params) => {
    const u = new URL('https://www.crazygames.com/game/panda-board-games');
    for (const [k, v] of Object.entries(params || {})) u.searchParams.set(k, String(v));
    return u.toString();
  };

  const record = (name) => calls.push(name);
  const guard = (name) => {
    record(name);
    if (mode === 'throws' || mode === 'disabled') throw new Error('CrazySDK is disabled on this domain');
    if (mode === 'broken' && initialised) throw new Error(`fake SDK broken: ${name}`);
  };

  const readData = () => {
    try {
      return JSON.parse(localStorage.getItem(DATA_KEY) || '{}');
    } catch {
      return {};
    }
  };
  const writeData = (items) => localStorage.setItem(DATA_KEY, JSON.stringify(items));

  const endAd = (how) => {
    const ad = pendingAd;
    if (!ad) return false;
    pendingAd = null;
    clearTimeout(ad.timer);
    if (how === 'error') {
      record('ad:adError');
      ad.callbacks.adError?.({ code: 'other', message: 'fake ad error' });
    } else {
      record('ad:adFinished');
      ad.callbacks.adFinished?.();
    }
    return true;
  };

  const SDK = {
    get environment() {
      return mode === 'disabled' ? 'disabled' : 'crazygames';
    },
    async init() {
      record('init');
      if (mode === 'throws') throw new Error('fake SDK: init failed');
      if (mode === 'hangs') await new Promise(() => {});
      initialised = true;
    },
    game: {
      get settings() {
        return settings;
      },
      loadingStart: () => guard('game.loadingStart'),
      loadingStop: () => guard('game.loadingStop'),
      gameplayStart: () => guard('game.gameplayStart'),
      gameplayStop: () => guard('game.gameplayStop'),
      happytime: () => guard('game.happytime'),
      get isInstantMultiplayer() {
        return q.get('fakeInstant') === 'true';
      },
      inviteLink(params) {
        guard('game.inviteLink');
        return linkFor(params);
      },
      showInviteButton(params) {
        guard('game.showInviteButton');
        inviteButton = { ...params };
        return linkFor(params);
      },
      hideInviteButton() {
        guard('game.hideInviteButton');
        inviteButton = null;
      },
      getInviteParam(name) {
        guard('game.getInviteParam');
        return invite.get(name);
      },
      addSettingsChangeListener(listener) {
        guard('game.addSettingsChangeListener');
        listeners.add(listener);
      },
      removeSettingsChangeListener(listener) {
        guard('game.removeSettingsChangeListener');
        listeners.delete(listener);
      },
    },
    ad: {
      requestAd(type, callbacks = {}) {
        guard(`ad.requestAd:${type}`);
        if (pendingAd) {
          record('ad:adError');
          callbacks.adError?.({ code: 'other', message: 'an ad is already running' });
          return;
        }
        if (adEnd === 'unfilled') {
          setTimeout(() => {
            record('ad:adError');
            callbacks.adError?.({ code: 'unfilled', message: 'no ad' });
          }, 100);
          return;
        }
        const ad = { callbacks, timer: undefined };
        pendingAd = ad;
        setTimeout(() => {
          if (pendingAd !== ad) return;
          record('ad:adStarted');
          callbacks.adStarted?.();
          if (adMsParam !== 'manual') ad.timer = setTimeout(() => endAd(adEnd), Number(adMsParam));
        }, 100);
      },
      hasAdblock: async () => false,
    },
    data: {
      getItem(key) {
        guard('data.getItem');
        const items = readData();
        return Object.prototype.hasOwnProperty.call(items, key) ? String(items[key]) : null;
      },
      setItem(key, value) {
        guard('data.setItem');
        const items = readData();
        items[key] = String(value);
        writeData(items);
      },
      removeItem(key) {
        guard('data.removeItem');
        const items = readData();
        delete items[key];
        writeData(items);
      },
      clear() {
        guard('data.clear');
        writeData({});
      },
    },
  };

  window.CrazyGames = { SDK };
  window.__fakeSdk = {
    calls,
    get adRunning() {
      return pendingAd !== null;
    },
    endAd,
    get inviteButton() {
      return inviteButton;
    },
    setMute(muted) {
      settings.muteAudio = !!muted;
      record(`settings:muteAudio=${settings.muteAudio}`);
      for (const l of listeners) l({ ...settings });
    },
    data: () => readData(),
  };
})();
