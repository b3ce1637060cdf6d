(function () {
  var theme = 'dark';
  try {
    var stored = JSON.parse(localStorage.getItem('selectedTheme') || '"dark"');
    if (stored === 'light' || stored === 'midnight' || stored === 'system') theme = stored;
  } catch {
    /* unreadable or blocked storage: the default theme */
  }
  var dark = theme === 'system' ? matchMedia('(prefers-color-scheme: dark)').matches : theme !== 'light';
  var root = document.documentElement;
  root.className = dark ? 'dark' : 'light';
  root.setAttribute('data-theme', theme === 'midnight' ? 'midnight' : dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
