// Makes the site an installable app that works offline: registers the service worker at the site's root
// (sw.js), only when the site was opened over http(s). From file:// nothing happens: browsers run no service
// worker there, and the pages already work offline as files.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator)) return;
  if (location.protocol !== "http:" && location.protocol !== "https:") return;
  // This file is assets/app.<hash>.js: the site's root is the folder above, wherever the site is published.
  var root = new URL("../", script.src);
  navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root.href }).then(function () {
    document.documentElement.setAttribute("data-offline-app", "registered");
  }, function () {
    document.documentElement.setAttribute("data-offline-app", "failed");
  });
})();
