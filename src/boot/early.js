// Runs as soon as it has loaded (an async classic script in <head>, a file of this origin
// as the CSP asks; it never holds up parsing or the first paint):
// - picks the splash's language the way the game will (?lang=, then the stored choice,
//   then the browser's language) and marks it on <html>;
// - after the splash's first paint (the emblem and the bar) adds .glow, which brings the
//   glow and the words in that language (never the wrong one), and warms the game's font.
// - watches the start: a script of the game that fails to load, or no first screen after
//   WATCHDOG_MS of the page being shown, turns the splash into a message with a button that
//   loads the page again (index.html's .failed), instead of a splash for ever.
// (The renderer is not probed here: asking for WebGL costs a GPU process's start, which
// src/ui/renderer-memory.ts does after the first screen, for the next visit.)
(function () {
  var lang = 'en';
  var params = null;
  try {
    params = new URLSearchParams(location.search);
    var q = params.get('lang');
    var stored = null;
    try {
      stored = localStorage.getItem('panda-board-games:lang');
    } catch (e) {}
    if (q === 'en' || q === 'zh') lang = q;
    else if (stored === 'en' || stored === 'zh') lang = stored;
    else if (/^zh/i.test(navigator.language || '')) lang = 'zh';
  } catch (e) {}
  document.documentElement.setAttribute('data-lang', lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  // The game's text font, warmed while the main thread waits for the game's script: the
  // first text a canvas draws in a face costs a font lookup in the browser process, which
  // the menu's first frame would otherwise wait for (docs/benchmarks.md, "Start-up"). The same family
  // list as src/ui/theme.ts FONT (a unit test compares them). Only the page's language:
  // a Chinese face takes tens of ms to set up, and warmed on an English page it held the
  // game's script back (the English menu draws its Chinese words a frame after its first).
  var FONT =
    '"Trebuchet MS", "Segoe UI", system-ui, "Noto Sans", "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif';
  var WARM = lang === 'zh' ? '熊猫棋社 Panda' : 'Panda Board Games';
  // (after the splash's first frame: a lookup may take a while on a busy device, and the
  // splash's paint goes first)
  function warmFont() {
    try {
      var warm = document.createElement('canvas').getContext('2d');
      if (warm) {
        warm.font = 'bold 24px ' + FONT;
        warm.measureText(WARM);
        warm.font = '24px ' + FONT;
        warm.measureText(WARM);
      }
    } catch (e) {}
  }
  // How long a load may take before the splash comes alive (its panda bobs, its bar fills):
  // a still splash costs no frames while the game starts (docs/architecture.md "Start-up").
  var ALIVE_AFTER_MS = 1000;
  function afterFirstPaint() {
    var splash = document.getElementById('splash');
    if (splash) splash.classList.add('glow');
    setTimeout(function () {
      var still = document.getElementById('splash');
      if (still) still.classList.add('alive');
    }, ALIVE_AFTER_MS);
    warmFont();
  }
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(function () {
      setTimeout(afterFirstPaint, 0);
    });
  else setTimeout(afterFirstPaint, 0);

  // The start-up watchdog (docs/architecture.md "Start-up"). The splash goes (.leaving, then
  // removed) once the first screen is drawn; until then a script of the game that fails to
  // load (a network gone, a host that refuses a sandboxed page's module requests) or a
  // start that lasts longer than this says so. Tests give their own bound (?watchdog=<ms>
  // with test=1) and, without one, none: some hold the game's script back on purpose.
  var WATCHDOG_MS = 15000;
  function starting() {
    var splash = document.getElementById('splash');
    return splash && !splash.classList.contains('leaving') ? splash : null;
  }
  function failed() {
    var splash = starting();
    if (!splash || splash.classList.contains('failed')) return;
    splash.classList.add('glow', 'failed');
    splash.setAttribute('aria-busy', 'false');
    var retry = splash.querySelector('.load-retry');
    if (retry)
      retry.addEventListener('click', function () {
        location.reload();
      });
  }
  // (load errors do not bubble: caught on their way down)
  addEventListener(
    'error',
    function (e) {
      var el = e.target;
      if (el && (el.tagName === 'SCRIPT' || (el.tagName === 'LINK' && el.rel === 'modulepreload'))) failed();
    },
    true,
  );
  var watch = WATCHDOG_MS;
  if (params && params.get('test') === '1') watch = Number(params.get('watchdog')) > 0 ? Number(params.get('watchdog')) : 0;
  if (watch > 0) {
    var waited = 0;
    var last = Date.now();
    var ticker = setInterval(function () {
      var now = Date.now();
      // only time shown counts (a hidden tab draws no first screen), a second at most per
      // tick (a busy device's late tick is not a stall of the game's)
      if (document.visibilityState !== 'hidden') waited += Math.min(Math.max(0, now - last), 1000);
      last = now;
      if (!starting()) clearInterval(ticker);
      else if (waited >= watch) {
        clearInterval(ticker);
        failed();
      }
    }, 250);
  }
})();
