// Sets data-theme on <html> before the first paint, so a dark choice never flashes light. A
// blocking classic script because the page's CSP allows no inline script. Same rules as
// src/theme/theme-preference.ts; src/theme/theme-boot.test.ts checks they agree.
(function () {
  var preference = null;
  try {
    preference = window.localStorage.getItem('solana-hub.theme');
  } catch (error) {
    // Storage blocked: follow the system.
  }
  var systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = preference === 'dark' || (preference !== 'light' && systemPrefersDark);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
