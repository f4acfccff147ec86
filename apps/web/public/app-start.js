/* global document, window */
// Starts the app's bundle on a page whose first screen the server drew (the server's plugins/web-page.ts inlines
// this script, with the bundle's address, in place of the bundle's own tag): once that screen has been painted, not
// before. A module script in the page would run as soon as it and the stylesheets are in, ahead of the first paint,
// and on a slow phone its download would take the bandwidth the first screen needs. No frame is drawn while the
// stylesheets load, so the first animation frame is the screen's. A hidden tab, which paints nothing, starts it
// after a second.
(function () {
  var script = document.currentScript;
  var source = script && script.getAttribute('data-src');
  if (!source) return;
  // Until the app has taken a form over (it marks it data-app-ready), a submit waits for the app instead of leaving
  // the page; the app submits it once it runs (src/lib/early-submit.ts).
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || form.hasAttribute('data-app-ready')) return;
      event.preventDefault();
      form.setAttribute('data-submitted-early', '');
    },
    true,
  );
  // Until the app runs (it marks <html> data-app-running), a click on a button does nothing: it is kept, and the app
  // clicks it again once it runs (src/lib/early-clicks.ts). A submit button's click is the submit's, held above.
  var earlyClicks = (window.portalEarlyClicks = []);
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute('data-app-running')) return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && button.type !== 'submit' && earlyClicks.indexOf(button) < 0) earlyClicks.push(button);
    },
    true,
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var bundle = document.createElement('script');
    bundle.type = 'module';
    bundle.crossOrigin = 'anonymous';
    bundle.src = source;
    document.head.appendChild(bundle);
  }
  // After the frame that paints the screen: a task queued from its animation frame runs once it is drawn.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
  window.setTimeout(start, 1000);
})();
