// Runs before the first paint (a classic script, first in <body>): the signed-in user's language,
// direction, mode and density from this browser's copy of their preferences, so a reload never
// flashes a light, left-to-right page. The React console applies the same (apply-to-document.ts,
// storage key in stored-preferences.ts); a unit test runs this file against both.
(function () {
  var root = document.documentElement;
  var prefs = null;
  try {
    prefs = JSON.parse(localStorage.getItem('museum-console.preferences') || 'null');
  } catch (e) {
    prefs = null;
  }
  var language = prefs && (prefs.language === 'ar' || prefs.language === 'en') ? prefs.language : null;
  var tags = navigator.languages || [navigator.language];
  for (var i = 0; !language && i < tags.length; i++) {
    var base = String(tags[i]).toLowerCase().split('-')[0];
    if (base === 'ar' || base === 'en') language = base;
  }
  language = language || 'en';
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  // On <body>: Cloudscape declares its light tokens there, so a class on <html> would lose to them.
  if (prefs && prefs.mode === 'dark') document.body.classList.add('awsui-dark-mode');
  if (prefs && prefs.density === 'compact') document.body.classList.add('awsui-compact-mode');
})();
