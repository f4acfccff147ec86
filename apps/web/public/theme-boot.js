/* global window, document */
// Runs before the app bundle: re-applies the CSS variables of the last client theme (cached by src/lib/theme.ts
// under local storage `client-theme`), so a reload paints the tenant's colours and fonts before /api/theme answers.
(function () {
  try {
    var raw = window.localStorage.getItem('client-theme');
    if (!raw) return;
    var cached = JSON.parse(raw);
    var variables = cached && cached.variables;
    if (!variables || typeof variables !== 'object') return;
    var style = document.documentElement.style;
    Object.keys(variables).forEach(function (name) {
      var value = variables[name];
      if (/^--[a-z0-9-]+$/.test(name) && typeof value === 'string' && value.length <= 300) {
        style.setProperty(name, value);
      }
    });
  } catch {
    // Storage unavailable or unreadable: the default colours stay until the theme arrives.
  }
})();
