// Runs before the first paint (a blocking script in index.html's head; the CSP allows only
// same-origin scripts, so it cannot be inline): puts the stored theme (selectedTheme) on <html>,
// so the first frame already has the theme's background. The app then takes over
// (src/shell/theme/use-theme-class.ts) and follows changes.
(function () {
  var theme = 'dark';
  try {
    var stored = JSON.parse(localStorage.getItem('selectedTheme') || '"dark"');
    if (stored === 'light' || stored === 'midnight' || stored === 'system') theme = stored;
  } catch {
    // unreadable or blocked storage: the default theme
  }
  var dark = theme === 'system' ? window.matchMedia('(prefers-color-scheme: dark)').matches : theme !== 'light';
  var root = document.documentElement;
  root.className = dark ? 'dark' : 'light';
  root.setAttribute('data-theme', theme === 'midnight' ? 'midnight' : dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
