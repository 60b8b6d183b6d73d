// Optional: tick sets and run a rest timer on today's page. The page is complete without this script.
// State lives in localStorage under the day's key, so ticks survive a reload but not the next day.
(function () {
  "use strict";
  var article = document.querySelector("article.today");
  if (!article) { return; }
  var key = "fittoday:" + (article.getAttribute("data-day") || "today");
  var state = {};
  try { state = JSON.parse(window.localStorage.getItem(key) || "{}") || {}; } catch (e) { state = {}; }
  function save() {
    try { window.localStorage.setItem(key, JSON.stringify(state)); } catch (e) { /* storage may be disabled */ }
  }
  var boxes = article.querySelectorAll("input[data-set]");
  Array.prototype.forEach.call(boxes, function (box) {
    var id = box.getAttribute("data-set");
    box.checked = state[id] === true;
    box.addEventListener("change", function () {
      if (box.checked) { state[id] = true; } else { delete state[id]; }
      save();
    });
  });
  var reset = article.querySelector("button.reset-day");
  if (reset) {
    reset.hidden = false;
    reset.addEventListener("click", function () {
      state = {};
      save();
      Array.prototype.forEach.call(boxes, function (box) { box.checked = false; });
    });
  }
  var running = null;
  Array.prototype.forEach.call(article.querySelectorAll("button.rest-timer"), function (button) {
    var label = button.textContent;
    var seconds = parseInt(button.getAttribute("data-seconds"), 10) || 60;
    button.hidden = false;
    button.setAttribute("aria-live", "polite");
    button.addEventListener("click", function () {
      if (running) { running.stop(); }
      var left = seconds;
      button.classList.add("running");
      button.textContent = left + " s";
      var timer = window.setInterval(function () {
        left -= 1;
        if (left <= 0) { stop(); return; }
        button.textContent = left + " s";
      }, 1000);
      function stop() {
        window.clearInterval(timer);
        button.classList.remove("running");
        button.textContent = label;
        running = null;
      }
      running = { stop: stop };
    });
  });
}());
