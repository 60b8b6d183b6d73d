// Optional: today's sheet in the browser. Tick sets, write the reps and kilograms done, run a rest timer and
// download the day's log for `fittoday import log`. The page is complete without this script: printed, or
// with JavaScript off, it is a sheet to fill in by hand.
// State lives in localStorage under the day's key, so it survives a reload (and works from file://) but the
// next day starts blank. Nothing here reaches the network.
(function () {
  "use strict";
  var article = document.querySelector("article.today");
  if (!article) { return; }
  var key = "fittoday:" + (article.getAttribute("data-day") || "today");
  var soundKey = "fittoday:rest-sound";
  // The weight fields are in pounds on a pound lifter's page; data-kg is always kilograms.
  var pounds = article.getAttribute("data-unit") === "lb";

  function read(name) {
    try { return JSON.parse(window.localStorage.getItem(name) || "null"); } catch (e) { return null; }
  }
  function write(name, value) {
    try { window.localStorage.setItem(name, JSON.stringify(value)); } catch (e) { /* storage may be disabled */ }
  }

  // state: row key -> {d: ticked, r: reps typed, k: kg typed}; `started` is when the first set was touched.
  var state = read(key);
  if (!state || typeof state !== "object") { state = {}; }
  var rows = Array.prototype.slice.call(article.querySelectorAll("li.sheet-set"));
  function save() { write(key, state); }
  function entry(id) {
    var value = state[id];
    // Pages built before the sheet stored `true` for a ticked box.
    if (value === true) { value = { d: true }; }
    if (!value || typeof value !== "object") { value = {}; }
    state[id] = value;
    return value;
  }
  function touched() {
    if (!state.started) { state.started = Date.now(); }
  }

  rows.forEach(function (row) {
    var id = row.getAttribute("data-set");
    var box = row.querySelector("input[type=checkbox]");
    var reps = row.querySelector("input.done-reps");
    var kg = row.querySelector("input.done-kg");
    var saved = state[id] === true ? { d: true } : (state[id] || {});
    box.checked = saved.d === true;
    if (saved.r !== undefined) { reps.value = saved.r; }
    if (saved.k !== undefined) { kg.value = saved.k; }
    row.classList.toggle("done", box.checked);
    box.addEventListener("change", function () {
      touched();
      entry(id).d = box.checked;
      row.classList.toggle("done", box.checked);
      save();
    });
    [[reps, "r"], [kg, "k"]].forEach(function (pair) {
      pair[0].addEventListener("input", function () {
        touched();
        var value = entry(id);
        if (pair[0].value === "") { delete value[pair[1]]; } else { value[pair[1]] = pair[0].value; }
        save();
      });
    });
  });

  function number(text) {
    if (text === undefined || text === null || String(text).trim() === "") { return null; }
    var value = Number(String(text).trim().replace(",", "."));
    return isFinite(value) ? value : null;
  }
  function pad(value) { return (value < 10 ? "0" : "") + value; }
  function localTime(moment) {
    return moment.getFullYear() + "-" + pad(moment.getMonth() + 1) + "-" + pad(moment.getDate()) + " " +
      pad(moment.getHours()) + ":" + pad(moment.getMinutes()) + ":" + pad(moment.getSeconds());
  }

  // The log of the sets ticked or with reps written (docs/workout-log-format.md). A ticked set with nothing
  // written counts as its target done.
  function buildLog(now) {
    var sets = [];
    rows.forEach(function (row) {
      var saved = state[row.getAttribute("data-set")];
      if (saved === true) { saved = { d: true }; }
      if (!saved) { return; }
      var reps = number(saved.r);
      if (reps === null && saved.d !== true) { return; }
      if (reps === null) { reps = number(row.getAttribute("data-reps")); }
      reps = Math.round(reps);
      // Typed in the page's unit; the log keeps kilograms, unrounded, so 225 lb comes back as 225.
      var kg = number(saved.k);
      if (kg !== null && pounds) { kg = kg * 0.45359237; }
      if (kg === null) { kg = number(row.getAttribute("data-kg")); }
      var exercise = row.closest("li.exercise");
      var position = Number(exercise.id.replace("exercise-", ""));
      var kind = row.getAttribute("data-kind");
      var index = Array.prototype.indexOf.call(row.parentNode.children, row) + 1;
      sets.push({ position: position, exercise_id: exercise.getAttribute("data-exercise"), kind: kind, set: index,
                  reps: reps, weight_kg: kg });
    });
    var date = article.getAttribute("data-date");
    var log = { format: "fittoday-workout-log", version: 1, date: date,
                plan_id: number(article.getAttribute("data-plan")), plan_title: article.getAttribute("data-title") || "",
                sets: sets };
    var effort = article.querySelector("input.session-rpe");
    if (effort) {
      var rpe = number(effort.value);
      if (rpe !== null && rpe >= 1 && rpe <= 10 && Math.round(rpe) === rpe) { log.rpe = rpe; }
    }
    var moment = new Date(now);
    if (localTime(moment).slice(0, 10) === date) {
      log.completed_at = localTime(moment);
      if (state.started) {
        var minutes = Math.round((now - state.started) / 60000);
        if (minutes >= 1 && minutes <= 600) { log.duration_minutes = minutes; }
      }
    }
    return log;
  }

  var tools = article.querySelector(".log-tools");
  if (tools) {
    tools.hidden = false;
    tools.querySelector("button.download-log").addEventListener("click", function () {
      var log = buildLog(Date.now());
      var blob = new Blob([JSON.stringify(log, null, 2) + "\n"], { type: "application/json" });
      var link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "fittoday-log-" + log.date + ".json";
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
    });
    tools.querySelector("button.reset-day").addEventListener("click", function () {
      state = {};
      save();
      rows.forEach(function (row) {
        row.querySelector("input[type=checkbox]").checked = false;
        row.querySelector("input.done-reps").value = "";
        row.querySelector("input.done-kg").value = "";
        row.classList.remove("done");
      });
    });
    var sound = tools.querySelector("input.rest-sound");
    sound.checked = read(soundKey) === true;
    sound.addEventListener("change", function () { write(soundKey, sound.checked); });
  }

  // Seconds left until `end` (a timestamp): computed from the clock every time, so a phone that slept or a
  // throttled tab shows the real time left instead of counting interval ticks.
  function secondsLeft(end, now) { return Math.max(0, Math.ceil((end - now) / 1000)); }

  var audio = null;
  function beep() {
    if (!audio) { return; }
    try {
      var oscillator = audio.createOscillator();
      var gain = audio.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
      oscillator.connect(gain);
      gain.connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + 0.4);
    } catch (e) { /* no sound, the visual signal stays */ }
  }

  var running = null;
  Array.prototype.forEach.call(article.querySelectorAll("button.rest-timer"), function (button) {
    var label = button.textContent;
    button.hidden = false;
    button.setAttribute("aria-live", "polite");
    button.addEventListener("click", function () {
      var wasMe = running && running.button === button;
      if (running) { running.stop(); }
      if (wasMe) { return; }
      var seconds = parseInt(button.getAttribute("data-seconds"), 10) || 60;
      var end = Date.now() + seconds * 1000;
      var soundBox = article.querySelector("input.rest-sound");
      if (soundBox && soundBox.checked && !audio) {
        // Created on the click: browsers only let a page make sound after a gesture.
        var Context = window.AudioContext || window.webkitAudioContext;
        if (Context) { try { audio = new Context(); } catch (e) { audio = null; } }
      }
      button.classList.remove("finished");
      button.classList.add("running");
      function show() {
        var left = secondsLeft(end, Date.now());
        if (left > 0) { button.textContent = left + " s"; return; }
        finish();
      }
      function finish() {
        stop();
        button.classList.add("finished");
        button.textContent = button.getAttribute("data-done") || label;
        if (navigator.vibrate) { navigator.vibrate([300, 150, 300]); }
        if (soundBox && soundBox.checked) { beep(); }
      }
      function stop() {
        window.clearInterval(timer);
        document.removeEventListener("visibilitychange", show);
        button.classList.remove("running");
        button.textContent = label;
        running = null;
      }
      var timer = window.setInterval(show, 250);
      document.addEventListener("visibilitychange", show);
      show();
      running = { button: button, stop: stop };
    });
  });

  // For the browser tests: the log as the download would hold it.
  window.FitTodaySheet = { buildLog: buildLog, secondsLeft: secondsLeft };
}());
