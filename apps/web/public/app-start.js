/* global document, window, Element */
// Starts the app's bundle on a page whose first screen the server drew (the server's plugins/web-page.ts inlines
// this script, with the bundle's address, in place of the bundle's own tag): once that screen has been painted, not
// before. A module script in the page would run as soon as it and the stylesheets are in, ahead of the first paint,
// and on a slow phone its download would take the bandwidth the first screen needs.
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
  // Until the app runs (it marks <html> data-app-running), a click on a button does nothing: it is kept and marked,
  // and the app clicks it again once it runs (src/lib/early-clicks.tsx). A submit button's click is the submit's,
  // held above.
  var earlyClicks = (window.portalEarlyClicks = []);
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.hasAttribute('data-app-running')) return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type === 'submit' || earlyClicks.indexOf(button) >= 0) return;
      earlyClicks.push(button);
      // For a page's styles to answer the click at once where they can (the cookie banner goes).
      button.setAttribute('data-clicked-early', '');
    },
    true,
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The route's own code beside the bundle: the page is then hydrated in one go, not its frame first.
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    var bundle = document.createElement('script');
    bundle.type = 'module';
    bundle.crossOrigin = 'anonymous';
    bundle.src = source;
    document.head.appendChild(bundle);
  }
  // Once the screen is on the display: the browser reports its first contentful paint after presenting the frame
  // (a task queued from the frame's own animation callback can run before that). A browser without paint timing
  // waits two frames; a hidden tab, which paints nothing, a second.
  function afterPaint() {
    window.setTimeout(start, 0);
  }
  var observing = false;
  try {
    new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) afterPaint();
    }).observe({ type: 'paint', buffered: true });
    observing = window.PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  } catch {
    observing = false;
  }
  if (!observing) {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(afterPaint);
    });
  }
  window.setTimeout(start, 1000);
})();
