/* global window, document, location */
// Inlined into the page the server sends (plugins/static-web.ts, its hash in the CSP), so it runs while the app's
// bundle is still downloading: with the loggedIn hint set it starts the session's refresh, then the login setup
// and, on the home page, its three data calls and its first card's picture, instead of one after another once the
// bundle has run (issue 37, the home page's LCP). The app takes each answer once in place of its own request
// (src/lib/early-answers.ts). The access token lives in this closure and in the answers' bodies: never stored,
// never in an address.
// The first screen the server drew is a first visit's: for a visitor signed in or with a cookie choice made, it is
// set aside unseen, and the app draws this visitor's own (src/app/server-screen.ts).
(function () {
  try {
    var storage = window.localStorage;
    var persisted = JSON.parse(storage.getItem('persist:root') || '{}');
    var cookie = typeof persisted.cookie === 'string' ? JSON.parse(persisted.cookie) : null;
    if (storage.getItem('loggedIn') === 'true' || (cookie && cookie.cookiesAccepted === true)) {
      document.documentElement.setAttribute('data-server-screen', 'set-aside');
    }
  } catch {
    // Storage refused or unreadable: nothing was kept, so the drawn screen is this visitor's.
  }
})();
(function () {
  var answers = {};
  try {
    if (window.localStorage.getItem('loggedIn') !== 'true' || typeof fetch !== 'function') return;
  } catch {
    return;
  }
  window.portalEarlyAnswers = { startedAt: Date.now(), answers: answers };

  /** Starts the call as lib/api-client.ts would and keeps its answer for the app, by method and address. */
  function call(method, path, token) {
    // No Content-Type: no call here has a body (the API refuses an empty JSON body).
    var headers = { Accept: 'application/json' };
    if (token) {
      headers.Authorization = 'Bearer ' + token;
      headers['X-Bearer-Token'] = token;
    }
    var answer = fetch('/api' + path, { method: method, credentials: 'include', headers: headers });
    // Handled here, so an answer the app never takes fails quietly; the app's own wait still sees the failure.
    answer.catch(function () {});
    answers[method + ' /api' + path] = answer;
    return answer;
  }
  /** The body of a successful answer, read from a copy (the app reads the answer itself); null otherwise. */
  function body(answer) {
    return answer.then(function (response) {
      return response.ok ? response.clone().json() : null;
    });
  }

  var onHomePage = location.pathname.replace(/\/+$/, '') + '/' === '/app/home/';
  body(call('POST', '/auth/refresh'))
    .then(function (session) {
      // Masquerading needs the masquerade headers on every call: the app asks for itself.
      if (!session || typeof session.access_token !== 'string' || session.masquerade) return null;
      var token = session.access_token;
      return body(call('GET', '/login/setup', token)).then(function (setup) {
        // The same rule as the app's prefetchHomeDataStep (routes/home/home-preload.ts).
        if (!onHomePage || !setup || setup.userType === 'admin') return null;
        if (setup.employmentStatus === 'left' || setup.employmentStatus === 'inactive') return null;
        call('GET', '/user/home-page-banner', token);
        call('GET', '/user/selections/mtb/card', token);
        return body(call('GET', '/user/home-page-cards', token)).then(function (cards) {
          // The first card as the page shows them (features/content/components/home-cards.tsx: by order).
          var first = null;
          for (var i = 0; cards && i < cards.length; i += 1) {
            if (!first || cards[i].order < first.order) first = cards[i];
          }
          var picture = first && first.image;
          // The first card's picture is the phone's largest paint: fetched now, it is cached when the card renders.
          if (typeof picture !== 'string' || picture.charAt(0) !== '/') return null;
          var link = document.createElement('link');
          link.rel = 'preload';
          link.setAttribute('as', 'image');
          link.href = picture;
          link.setAttribute('fetchpriority', 'high');
          document.head.appendChild(link);
          return null;
        });
      });
    })
    .catch(function () {
      // No answer: the app's own requests report it.
    });
})();
