// Optional: today's sheet in the browser. Tick sets, write the reps and kilograms done, run a rest timer,
// finish the workout (its log goes to the outbox, assets/outbox.*.js, which sends it to the site's inbox) and
// download the day's log for `fittoday import log`. The page is complete without this script: printed, or
// with JavaScript off, it is a sheet to fill in by hand.
// State lives in localStorage under the day's key, so it survives a reload (and works from file://) but the
// next day starts blank. Only the outbox reaches the network, and only over http(s).
(function () {
  "use strict";
  var article = document.querySelector("article.today");
  if (!article) { return; }
  var outbox = window.FitTodayOutbox;
  // This file is assets/today.<hash>.js: the site's root is the folder above, wherever the site is published.
  var script = document.currentScript;
  var root = script && script.src ? new URL("../", script.src) : null;
  var overHTTP = location.protocol === "http:" || location.protocol === "https:";
  var canSend = !!(overHTTP && root && outbox && window.indexedDB);
  var site = root ? root.href : "";
  var inboxURL = root ? new URL("inbox.json", root).href : "";
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

  // state: row key -> {d: ticked, r: reps typed, k: kg typed}; `started` is when the first set was touched;
  // `log_id` names this session's log (made on the first touch, new with "Novo treino"); `revision` and `log`
  // are the last copy of the log that left the sheet (finished or downloaded), `dirty` says the sheet changed
  // since, `finished` when "Terminar treino" was first pressed; `rpe` the session's effort typed.
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
  function newLogID() {
    return outbox ? outbox.uuid() : uuid();
  }
  // The outbox makes the same UUIDs; this copy serves a page whose outbox script failed to load.
  function uuid() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map.call(bytes, function (byte) { return (byte < 16 ? "0" : "") + byte.toString(16); }).join("");
    return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
  }
  function changed() {
    if (!state.log_id) { state.log_id = newLogID(); }
    state.dirty = true;
    nothingToSend = false;
  }
  function touched() {
    if (!state.started) { state.started = Date.now(); }
    changed();
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
      showStatus();
    });
    [[reps, "r"], [kg, "k"]].forEach(function (pair) {
      pair[0].addEventListener("input", function () {
        touched();
        var value = entry(id);
        if (pair[0].value === "") { delete value[pair[1]]; } else { value[pair[1]] = pair[0].value; }
        save();
        showStatus();
      });
    });
  });

  // Alternatives (issue 52): "Trocar" puts an alternative in an exercise's place when its station is taken, with
  // the alternative's own target; the log then names the exercise done and the one planned (`swapped_from`).
  // state.swaps: position -> the alternative's exercise id, so a swap survives a reload; "Desfazer" takes it back.
  // Printed, or with JavaScript off, the alternatives stay a list under the exercise, with their loads.
  function exerciseRows(exercise) {
    return rows.filter(function (row) { return row.closest("li.exercise") === exercise; });
  }
  // A row as the page drew it: unticked, nothing typed.
  function blankRow(row) {
    row.querySelector("input[type=checkbox]").checked = false;
    row.querySelector("input.done-reps").value = "";
    row.querySelector("input.done-kg").value = "";
    row.classList.remove("done");
  }
  function forgetRows(exercise) {
    exerciseRows(exercise).forEach(function (row) {
      delete state[row.getAttribute("data-set")];
      blankRow(row);
    });
  }
  function showSwap(exercise, choice) {
    var link = exercise.querySelector("h3 a");
    var note = exercise.querySelector(".swap-note");
    if (!exercise.hasAttribute("data-planned")) {
      exercise.setAttribute("data-planned", exercise.getAttribute("data-exercise"));
      if (link) {
        exercise.setAttribute("data-planned-name", link.textContent);
        exercise.setAttribute("data-planned-href", link.getAttribute("href"));
      }
    }
    exercise.setAttribute("data-exercise", choice.getAttribute("data-alternative"));
    exercise.classList.add("swapped");
    if (link) {
      link.textContent = choice.getAttribute("data-name");
      link.setAttribute("href", choice.querySelector("a").getAttribute("href"));
    }
    var kg = choice.getAttribute("data-kg");
    var target = choice.getAttribute("data-target");
    var unit = article.getAttribute("data-unit") || "kg";
    exerciseRows(exercise).forEach(function (row) {
      var shown = row.querySelector(".set-target");
      if (!row.hasAttribute("data-planned-reps")) {
        row.setAttribute("data-planned-reps", row.getAttribute("data-reps"));
        row.setAttribute("data-planned-kg", row.getAttribute("data-kg") || "");
        row.setAttribute("data-planned-target", shown ? shown.textContent : "");
      }
      // The planned lift's warm-up ramp is not the alternative's.
      row.hidden = row.getAttribute("data-kind") === "warmup";
      var reps = choice.getAttribute("data-reps");
      if (reps) { row.setAttribute("data-reps", reps); }
      if (kg) { row.setAttribute("data-kg", kg); } else { row.removeAttribute("data-kg"); }
      if (shown) { shown.textContent = choice.getAttribute("data-work") + (target ? " × " + target + " " + unit : ""); }
    });
    Array.prototype.forEach.call(exercise.querySelectorAll(".warmup-heading, ol.warmup"), function (element) { element.hidden = true; });
    if (note) {
      note.querySelector(".swap-what").textContent = choice.getAttribute("data-name") + " " +
        note.getAttribute("data-in-place-of") + " " + (exercise.getAttribute("data-planned-name") || "") + ".";
      note.querySelector(".swap-reason").textContent = choice.getAttribute("data-reason") || "";
      note.hidden = false;
    }
  }
  function showPlanned(exercise) {
    if (!exercise.hasAttribute("data-planned")) { return; }
    var link = exercise.querySelector("h3 a");
    exercise.setAttribute("data-exercise", exercise.getAttribute("data-planned"));
    if (link) {
      link.textContent = exercise.getAttribute("data-planned-name");
      link.setAttribute("href", exercise.getAttribute("data-planned-href"));
    }
    exercise.removeAttribute("data-planned");
    exercise.classList.remove("swapped");
    exerciseRows(exercise).forEach(function (row) {
      row.hidden = false;
      row.setAttribute("data-reps", row.getAttribute("data-planned-reps"));
      if (row.getAttribute("data-planned-kg")) { row.setAttribute("data-kg", row.getAttribute("data-planned-kg")); } else { row.removeAttribute("data-kg"); }
      var shown = row.querySelector(".set-target");
      if (shown) { shown.textContent = row.getAttribute("data-planned-target"); }
    });
    Array.prototype.forEach.call(exercise.querySelectorAll(".warmup-heading, ol.warmup"), function (element) { element.hidden = false; });
    var note = exercise.querySelector(".swap-note");
    if (note) { note.hidden = true; }
  }
  var swapExercises = Array.prototype.slice.call(article.querySelectorAll("li.exercise"));
  function swapsOf() {
    if (!state.swaps || typeof state.swaps !== "object") { state.swaps = {}; }
    return state.swaps;
  }
  swapExercises.forEach(function (exercise) {
    var position = exercise.id.replace("exercise-", "");
    var choices = Array.prototype.slice.call(exercise.querySelectorAll("li.alternative"));
    choices.forEach(function (choice) {
      var button = choice.querySelector("button.swap");
      if (!button) { return; }
      button.hidden = false;
      button.addEventListener("click", function () {
        showPlanned(exercise);
        forgetRows(exercise);
        swapsOf()[position] = choice.getAttribute("data-alternative");
        showSwap(exercise, choice);
        changed();
        save();
        showStatus();
      });
    });
    var undo = exercise.querySelector("button.swap-undo");
    if (undo) {
      undo.addEventListener("click", function () {
        forgetRows(exercise);
        delete swapsOf()[position];
        showPlanned(exercise);
        changed();
        save();
        showStatus();
      });
    }
    var chosen = state.swaps && state.swaps[position];
    var again = chosen && choices.filter(function (choice) { return choice.getAttribute("data-alternative") === chosen; })[0];
    if (again) { showSwap(exercise, again); }
  });
  function undoSwaps() { swapExercises.forEach(showPlanned); }

  var effortField = article.querySelector("input.session-rpe");
  if (effortField) {
    if (state.rpe !== undefined) { effortField.value = state.rpe; }
    effortField.addEventListener("input", function () {
      changed();
      if (effortField.value === "") { delete state.rpe; } else { state.rpe = effortField.value; }
      save();
      showStatus();
    });
  }

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
      // A warm-up of the planned lift, hidden while an alternative is done in its place.
      if (row.hidden) { return; }
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
      var set = { position: position, exercise_id: exercise.getAttribute("data-exercise"), kind: kind, set: index,
                  reps: reps, weight_kg: kg };
      // `plan swap` chose this exercise before the session; else what "Trocar" replaced on the page.
      var planned = exercise.getAttribute("data-swapped-from") || exercise.getAttribute("data-planned");
      if (planned && planned !== set.exercise_id) { set.swapped_from = planned; }
      sets.push(set);
    });
    var date = article.getAttribute("data-date");
    var log = { format: "fittoday-workout-log", version: 1, date: date,
                plan_id: number(article.getAttribute("data-plan")), plan_title: article.getAttribute("data-title") || "",
                sets: sets };
    if (effortField) {
      var rpe = number(effortField.value);
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

  // The log as it leaves the sheet, with its log_id and revision: the last copy while nothing changed since
  // (so one log_id and revision always name the same bytes, however often it is sent or downloaded), else a new
  // revision. After "Terminar treino" the session's end stays when it was first pressed: a set corrected later
  // does not make the workout longer.
  function snapshot(now) {
    if (!state.log_id) { state.log_id = newLogID(); }
    if (state.log && state.log.log_id === state.log_id && !state.dirty) { return state.log; }
    var log = buildLog(state.finished || now);
    log.log_id = state.log_id;
    log.revision = (state.revision || 0) + 1;
    state.revision = log.revision;
    state.log = log;
    state.dirty = false;
    save();
    return log;
  }

  // The outbox's state in words, in the element with role="status" (read out by screen readers as it changes).
  var status = article.querySelector(".outbox-status");
  var words = {};
  if (status) {
    ["sent", "waiting", "logOne", "logMany", "sending", "refused", "refusedHelp", "expired", "noInbox", "fromFile",
     "staysHere", "changed", "nothing"].forEach(function (name) {
      words[name] = status.getAttribute("data-" + name.replace(/[A-Z]/g, function (letter) { return "-" + letter.toLowerCase(); })) || "";
    });
  }
  var lastOutcome = null;
  var sending = false;
  var nothingToSend = false;

  // When the log was sent, in the page's language: the time alone on the day it was sent, else the date too.
  function sentWhen(iso) {
    var moment = new Date(iso);
    var sameDay = moment.toDateString() === new Date().toDateString();
    var options = sameDay ? { hour: "2-digit", minute: "2-digit" }
                          : { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" };
    try {
      return new Intl.DateTimeFormat(document.documentElement.lang || undefined, options).format(moment);
    } catch (e) {
      return localTime(moment).slice(sameDay ? 11 : 0, 16);
    }
  }

  function sentences(summary) {
    var said = [];
    if (nothingToSend) { said.push(words.nothing); }
    if (!canSend) {
      if (state.finished) { said.push(words.fromFile, words.staysHere); }
      return said;
    }
    var inbox = lastOutcome ? lastOutcome.inbox : "ok";
    var mine = summary ? summary.records.filter(function (record) { return record.log_id === state.log_id; })[0] : null;
    if (mine && mine.state === "refused") {
      said.push(words.refused + " (" + mine.reason + ").", words.refusedHelp);
    } else if (mine && mine.state === "sent" && mine.revision === state.revision) {
      said.push(words.sent + " " + sentWhen(mine.sent_at) + ".");
    }
    if (inbox === "none" || inbox === "unreadable") {
      if (state.finished || (summary && summary.waiting > 0)) { said.push(words.noInbox, words.staysHere); }
    } else if (summary && summary.waiting > 0) {
      if (sending) {
        said.push(words.sending);
      } else if (summary.expired || inbox === "expired") {
        said.push(words.expired);
      } else {
        said.push(words.waiting + " " + summary.waiting + " " + (summary.waiting === 1 ? words.logOne : words.logMany) + ".");
      }
    }
    if (state.finished && state.dirty) { said.push(words.changed); }
    return said;
  }

  function render(summary) {
    if (!status) { return; }
    // Text only, never markup: the store's reason is the store's text.
    status.textContent = sentences(summary).filter(function (text) { return text; }).join(" ");
  }
  function showStatus() {
    if (!canSend) { render(null); return Promise.resolve(); }
    return outbox.summary(site).then(render, function () { render(null); });
  }

  // A name for this page in what the outbox announces: its own news comes back on the channel.
  var me = newLogID();
  var inFlight = null;
  var again = false;
  function sendNow() {
    if (!canSend) { return Promise.resolve(); }
    if (inFlight) { again = true; return inFlight; }
    sending = true;
    showStatus();
    inFlight = outbox.send(site, inboxURL, me).then(function (outcome) {
      lastOutcome = outcome;
      return outcome;
    }, function () { return null; }).then(function (outcome) {
      sending = false;
      inFlight = null;
      // The preview server imports what it receives and rebuilds at once: the page shows the new site.
      if (outcome && outcome.reload) { location.reload(); return; }
      if (outcome && outcome.inbox === "offline" && outcome.waiting > 0) { askForSync(); }
      showStatus();
      if (again) { again = false; sendNow(); }
    });
    return inFlight;
  }

  // Background Sync where the browser has it (Chromium): the worker sends once a connection is back, even with
  // the page closed.
  function askForSync() {
    if (!navigator.serviceWorker) { return; }
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.sync) { return registration.sync.register(outbox.tag); }
    }).catch(function () { /* the page still sends when it opens or goes online */ });
  }

  function finish() {
    var now = Date.now();
    // Checked before a revision is spent on it: an empty log is not a session.
    if (!buildLog(state.finished || now).sets.length) {
      nothingToSend = true;
      showStatus();
      return;
    }
    nothingToSend = false;
    if (!state.finished) { state.finished = now; }
    var log = snapshot(now);
    if (!canSend) { showStatus(); return; }
    outbox.queue(site, log, me).then(function () {
      askForSync();
      return sendNow();
    }, function () { showStatus(); });
  }

  function clearSheet() {
    undoSwaps();
    state = { log_id: newLogID() };
    save();
    rows.forEach(blankRow);
    if (effortField) { effortField.value = ""; }
    nothingToSend = false;
    showStatus();
  }

  // Something ticked or typed that never left the sheet (neither finished nor downloaded) or changed since it
  // last did: "Novo treino" would lose it.
  function unsent() {
    return (state.dirty === true || !state.revision) && rows.some(function (row) {
      var saved = state[row.getAttribute("data-set")];
      return saved === true || (saved && (saved.d === true || saved.r !== undefined || saved.k !== undefined));
    });
  }

  var tools = article.querySelector(".log-tools");
  if (tools) {
    tools.hidden = false;
    // A today.html of one's own made before these buttons may lack them: each is looked for on its own.
    var finishButton = tools.querySelector("button.finish-workout");
    if (finishButton) { finishButton.addEventListener("click", finish); }
    var download = tools.querySelector("button.download-log");
    if (download) { download.addEventListener("click", function () {
      var log = snapshot(Date.now());
      var blob = new Blob([JSON.stringify(log, null, 2) + "\n"], { type: "application/json" });
      var link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "fittoday-log-" + log.date + "-" + log.log_id + ".json";
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
      showStatus();
    }); }
    // A second session the same day: a blank sheet and a new log, the finished one left to the outbox. The
    // older pages' "reset-day" button does the same.
    var newWorkout = tools.querySelector("button.new-workout, button.reset-day");
    if (newWorkout) {
      newWorkout.addEventListener("click", function () {
        var question = newWorkout.getAttribute("data-confirm");
        if (question && unsent() && !window.confirm(question)) { return; }
        clearSheet();
      });
    }
    var sound = tools.querySelector("input.rest-sound");
    if (sound) {
      sound.checked = read(soundKey) === true;
      sound.addEventListener("change", function () { write(soundKey, sound.checked); });
    }
  }

  if (canSend) {
    outbox.listen(function (message) {
      if (message.site !== site || message.from === me) { return; }
      if (message.reload) { location.reload(); return; }
      showStatus();
    });
    window.addEventListener("online", sendNow);
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") { sendNow(); }
    });
    sendNow();
  } else {
    showStatus();
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
  window.FitTodaySheet = { buildLog: buildLog, secondsLeft: secondsLeft, state: function () { return state; }, sendNow: sendNow };
}());
