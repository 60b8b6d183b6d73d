// Written by fittoday build.
var CACHE_PREFIX = "fittoday " + self.registration.scope + " ";
var CACHE = CACHE_PREFIX + "00db19935cbb0728";
var PRECACHE = [
  "index.html",
  "history/index.html",
  "library/index.html",
  "library/chest/index.html",
  "library/legs/index.html",
  "library/core/index.html",
  "assets/app.28ab4f8b09ad.js",
  "assets/library-search.3ff70524634b.js",
  "assets/outbox.95a2e885bee3.js",
  "assets/style.aefd34900925.css",
  "assets/today.9c9227b28353.js",
  "assets/library-index.8e771ae87bbc.js",
  "images/f46e8d0056321744.jpg",
  "manifest.webmanifest",
  "icons/icon-192.png",
  "icons/icon-512.png"
];
var OUTBOX = "assets/outbox.95a2e885bee3.js";
// FitToday's service worker, written at the site's root by every build. The build puts the constants below in
// front of this file: CACHE, named by the build's content hash (a new build means a new worker and a new cache),
// PRECACHE, the paths kept for offline use (today's page, its assets and images, the history's first page and
// the library), and OUTBOX, the hashed path of the outbox's code, which today's page runs too.
"use strict";

// The queue of finished logs and how they are sent (assets/outbox.*.js): one code for the page and the worker.
if (typeof OUTBOX === "string") { importScripts(OUTBOX); }

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      // Fetched past the HTTP cache: what goes in is this build's files.
      return cache.addAll(PRECACHE.map(function (path) { return new Request(path, { cache: "reload" }); }));
    }).then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  // Caches of earlier builds of this site are deleted; caches of other sites on the same origin are not ours.
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf(CACHE_PREFIX) === 0 && name !== CACHE;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
  );
});

// Pages and the other files of fixed names: the network first, so today's page is never stale while there is a connection; the cached copy
// only when the network fails. A folder address (/) is looked up as its index.html.
function networkFirst(request, url) {
  return fetch(request.url, { cache: "no-cache", credentials: "same-origin" }).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(request.url, copy); });
    }
    return response;
  }).catch(function () {
    return caches.open(CACHE).then(function (cache) {
      return cache.match(request.url, { ignoreSearch: true }).then(function (hit) {
        if (hit || !/\/$/.test(url.pathname)) return hit || Response.error();
        return cache.match(url.href + "index.html").then(function (index) { return index || Response.error(); });
      });
    });
  });
}

// Assets and images have content-hashed names: a cached copy is always right.
function cacheFirst(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request).then(function (hit) {
      return hit || fetch(request).then(function (response) {
        if (response.ok) cache.put(request, response.clone());
        return response;
      });
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  var scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || url.pathname.indexOf(scope.pathname) !== 0) return;
  var inside = url.pathname.slice(scope.pathname.length);
  // Not the site's own files (the preview server's reload check): left to the network. Nor inbox.json: its
  // signature is valid only for its time, so a cached copy would send logs with a form the store refuses.
  if (inside.indexOf("__") === 0 || inside === "inbox.json") return;
  if (/^(assets|images|icons)\//.test(inside)) {
    event.respondWith(cacheFirst(request));
  } else {
    // Pages, the feed, the calendar, the manifest.
    event.respondWith(networkFirst(request, url));
  }
});

// Background Sync (Chromium): the page asks for it when it queues a log, and the browser fires it once it is
// online, even after the page was closed. Elsewhere the page sends when it opens, comes back into view or goes
// online.
self.addEventListener("sync", function (event) {
  if (!self.FitTodayOutbox || event.tag !== FitTodayOutbox.tag) return;
  var site = self.registration.scope;
  event.waitUntil(FitTodayOutbox.send(site, new URL("inbox.json", site).href, "worker").then(function (outcome) {
    // Still no connection: failing the event makes the browser try again later. An expired form or a site with
    // no inbox would fail again the same way; the next build or page opened sends.
    if (outcome.inbox === "offline" && outcome.waiting > 0) throw new Error("the outbox waits for a connection");
  }));
});
