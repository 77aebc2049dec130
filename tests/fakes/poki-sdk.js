// A fake of the Poki HTML5 SDK (v2) for the browser tests, served by page.route in place of
// https://game-cdn.poki.com/scripts/v2/poki-sdk.js. Never shipped: it lives under tests/.
// It implements the documented surface (init, gameLoadingFinished, gameplayStart/Stop,
// commercialBreak(onStart), rewardedBreak, shareableURL, getURLParam) and records every
// call in window.__fakeSdk.calls.
// Driven from the game page's URL:
//   fakeSdk=ok|throws|broken|hangs  throws: init rejects and every call throws (as behind
//                             an ad blocker that lets the script through); broken: init
//                             resolves, then every call throws; hangs: init never resolves
//   fakeAd=play|none          whether a commercial break shows an ad (default play)
//   fakeAdMs=<ms>|manual      how long an ad plays (default 600); manual: until
//                             window.__fakeSdk.endAd()
(() => {
  const q = new URLSearchParams(location.search);
  const mode = q.get('fakeSdk') || 'ok';
  const adKind = q.get('fakeAd') || 'play';
  const adMsParam = q.get('fakeAdMs') || '600';
  const calls = [];
  let initialised = false;
  let pendingAd = null;

  const record = (name) => calls.push(name);
  const guard = (name) => {
    record(name);
    if (mode === 'throws') throw new Error(`fake Poki SDK: ${name} failed`);
    if (mode === 'broken' && initialised) throw new Error(`fake Poki SDK broken: ${name}`);
  };

  const endAd = () => {
    const ad = pendingAd;
    if (!ad) return false;
    pendingAd = null;
    clearTimeout(ad.timer);
    record('ad:end');
    ad.resolve();
    return true;
  };

  window.PokiSDK = {
    async init() {
      record('init');
      if (mode === 'throws') throw new Error('fake Poki SDK: init failed');
      if (mode === 'hangs') await new Promise(() => {});
      initialised = true;
    },
    gameLoadingStart: () => guard('gameLoadingStart'),
    gameLoadingFinished: () => guard('gameLoadingFinished'),
    gameplayStart: () => guard('gameplayStart'),
    gameplayStop: () => guard('gameplayStop'),
    commercialBreak(onStart) {
      guard('commercialBreak');
      if (pendingAd) return Promise.resolve();
      return new Promise((resolve) => {
        if (adKind === 'none') {
          setTimeout(() => {
            record('ad:none');
            resolve();
          }, 100);
          return;
        }
        const ad = { resolve, timer: undefined };
        pendingAd = ad;
        setTimeout(() => {
          if (pendingAd !== ad) return;
          record('ad:start');
          onStart?.();
          if (adMsParam !== 'manual') ad.timer = setTimeout(endAd, Number(adMsParam));
        }, 100);
      });
    },
    rewardedBreak() {
      guard('rewardedBreak');
      return Promise.resolve(false);
    },
    shareableURL(params) {
      guard('shareableURL');
      const u = new URL('https://poki.com/en/g/panda-board-games');
      for (const [k, v] of Object.entries(params || {})) u.searchParams.set(`gd${k}`, String(v));
      return Promise.resolve(u.toString());
    },
    getURLParam(name) {
      guard('getURLParam');
      return new URLSearchParams(location.search).get(`gd${name}`) ?? '';
    },
  };
  window.__fakeSdk = {
    calls,
    get adRunning() {
      return pendingAd !== null;
    },
    endAd,
  };
})();
