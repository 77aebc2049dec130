// Runs before the first paint (a classic script in <head>, loaded from this origin as the
// CSP asks): picks the splash's language the way the game will (?lang=, then the stored
// choice, then the browser's language) and marks it on <html> for index.html's CSS.
(function () {
  var lang = 'en';
  try {
    var q = new URLSearchParams(location.search).get('lang');
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
})();
