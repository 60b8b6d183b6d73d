// FitToday's outbox: the logs that today's sheet finished, kept until they reach the site's inbox (issue 49).
// One file for both sides: today's page loads it before today.js, and the service worker with importScripts,
// so that a sync event sends with exactly the code the page uses. It touches no page (no DOM), only
// IndexedDB, fetch and the clock.
// The queue is IndexedDB's, not localStorage's (a service worker cannot read localStorage) nor Cache Storage's
// (each build's worker drops the previous build's cache): it must outlive reloads, days offline and the next
// morning's build, so nothing in it is named by a build.
(function (scope) {
  "use strict";
  var DATABASE = "fittoday-outbox";
  var STORE = "logs";
  var TAG = "fittoday-outbox";
  // A log sent this long ago is of no more use on the phone: the store has it.
  var KEEP_SENT_MS = 60 * 24 * 60 * 60 * 1000;
  var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  // Lowercase canonical text, version 4. crypto.randomUUID exists only in secure contexts (not from file://
  // nor from a plain-http LAN address), where getRandomValues still does.
  function uuid() {
    var crypto = scope.crypto;
    if (crypto && typeof crypto.randomUUID === "function") { return crypto.randomUUID().toLowerCase(); }
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map.call(bytes, function (byte) { return (byte < 16 ? "0" : "") + byte.toString(16); }).join("");
    return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
  }

  function promised(request) {
    return new Promise(function (resolve, reject) {
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
  }

  var opened = null;
  function database() {
    if (!opened) {
      opened = new Promise(function (resolve, reject) {
        if (!scope.indexedDB) { reject(new Error("no IndexedDB")); return; }
        var request = scope.indexedDB.open(DATABASE, 1);
        request.onupgradeneeded = function () { request.result.createObjectStore(STORE, { keyPath: "log_id" }); };
        request.onsuccess = function () {
          var db = request.result;
          // Another tab or worker opening a newer version must not wait on this one.
          db.onversionchange = function () { db.close(); opened = null; };
          resolve(db);
        };
        request.onerror = function () { reject(request.error); };
        request.onblocked = function () { reject(new Error("outbox blocked")); };
      });
      opened.catch(function () { opened = null; });
    }
    return opened;
  }

  // Runs `body(store)` in one transaction; resolves with what body returned once the transaction is complete.
  function transaction(mode, body) {
    return database().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction(STORE, mode);
        var result;
        tx.oncomplete = function () { resolve(result); };
        tx.onerror = function () { reject(tx.error); };
        tx.onabort = function () { reject(tx.error || new Error("outbox transaction aborted")); };
        result = body(tx.objectStore(STORE));
      });
    });
  }

  // The records of one site. Several sites can share an origin (a coach's athletes under one domain): a log
  // goes only to the inbox of the site whose sheet made it.
  function records(site) {
    return transaction("readonly", function (store) {
      var found = [];
      store.openCursor().onsuccess = function (event) {
        var cursor = event.target.result;
        if (!cursor) { return; }
        if (cursor.value.site === site) { found.push(cursor.value); }
        cursor.continue();
      };
      return found;
    }).then(function (found) {
      return found.sort(function (a, b) { return (a.queued_at || "").localeCompare(b.queued_at || ""); });
    });
  }

  // Tells every page and the worker of this origin that the queue changed, so each status stays true.
  function announce(message, from) {
    if (typeof scope.BroadcastChannel !== "function") { return; }
    message.from = from || "";
    try {
      var channel = new scope.BroadcastChannel(TAG);
      channel.postMessage(message);
      channel.close();
    } catch (e) { /* a page that misses it reads the queue again when it opens */ }
  }

  function listen(handler) {
    if (typeof scope.BroadcastChannel !== "function") { return; }
    new scope.BroadcastChannel(TAG).onmessage = function (event) { handler(event.data || {}); };
  }

  // Puts `log` (with its log_id and revision) in the queue as waiting. A newer revision takes the place of the
  // older one, whatever became of it: only the newest is worth sending.
  function queue(site, log, from) {
    if (!UUID.test(log.log_id) || !(log.revision >= 1)) { return Promise.reject(new Error("log without log_id or revision")); }
    return transaction("readwrite", function (store) {
      store.get(log.log_id).onsuccess = function (event) {
        var current = event.target.result;
        if (current && current.revision > log.revision) { return; }
        store.put({ log_id: log.log_id, site: site, log: log, revision: log.revision, state: "waiting",
                    queued_at: new Date().toISOString(), sent_at: null, reason: null, expired: false });
      };
    }).then(function () { announce({ site: site, change: "queued" }, from); });
  }

  // Changes the record of `log_id` only while it still holds `revision`: a newer revision queued while this one
  // was on its way stays waiting.
  function settle(log_id, revision, change) {
    return transaction("readwrite", function (store) {
      store.get(log_id).onsuccess = function (event) {
        var current = event.target.result;
        if (!current || current.revision !== revision) { return; }
        change(current);
        store.put(current);
      };
    });
  }

  function prune(site, now) {
    return transaction("readwrite", function (store) {
      store.openCursor().onsuccess = function (event) {
        var cursor = event.target.result;
        if (!cursor) { return; }
        var record = cursor.value;
        if (record.site === site && record.state === "sent" && now - Date.parse(record.sent_at) > KEEP_SENT_MS) { cursor.delete(); }
        cursor.continue();
      };
    });
  }

  function entities(text) {
    return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&apos;/g, "'").replace(/&amp;/g, "&");
  }

  // What the store said, from S3's XML error (<Error><Code>…</Code><Message>…</Message></Error>). A worker has
  // no DOMParser: the two elements are read by pattern.
  function storeReason(status, text) {
    var code = /<Code>([^<]*)<\/Code>/.exec(text || "");
    var message = /<Message>([^<]*)<\/Message>/.exec(text || "");
    var reason = {
      code: code ? entities(code[1]).trim() : "",
      message: message ? entities(message[1]).trim() : ""
    };
    var parts = [reason.code, reason.message].filter(function (part) { return part !== ""; });
    reason.text = (parts.length ? parts.join(": ") : "HTTP " + status).slice(0, 300);
    // A form past its time: the next build signs a new one, so the log waits for it instead of being refused.
    reason.expired = /expired/i.test(reason.code) || /policy expired/i.test(reason.message);
    return reason;
  }

  // inbox.json as the build writes it (boto3's generate_presigned_post, with key_prefix and expires), or null.
  // boto3's fields hold a `key` (`inbox/me/${filename}`): the page names each object itself, under key_prefix,
  // so that one is left out, as a `file` would be.
  function readInbox(value) {
    if (!value || typeof value !== "object" || typeof value.url !== "string" || value.url === "") { return null; }
    if (typeof value.key_prefix !== "string" || !value.fields || typeof value.fields !== "object") { return null; }
    var names = Object.keys(value.fields).filter(function (name) { return name !== "key" && name !== "file"; });
    if (names.some(function (name) { return typeof value.fields[name] !== "string"; })) { return null; }
    return { url: value.url, fields: value.fields, names: names, prefix: value.key_prefix, reload: value.reload === true };
  }

  // The form S3 takes: `key` first, the signed fields in their order, the file last (S3 ignores every field
  // after it). The same log and revision always make the same key, so a send repeated after a lost answer
  // only writes the same object again.
  function form(inbox, record) {
    var name = record.log_id + "-" + record.revision + ".json";
    var body = new FormData();
    body.append("key", inbox.prefix + name);
    inbox.names.forEach(function (field) { body.append(field, inbox.fields[field]); });
    var json = JSON.stringify(record.log, null, 2) + "\n";
    body.append("file", new Blob([json], { type: "application/json" }), name);
    return body;
  }

  function counts(site) {
    return records(site).then(function (list) {
      var summary = { waiting: 0, expired: false, refused: [], sent: [], records: list };
      list.forEach(function (record) {
        if (record.state === "waiting") {
          summary.waiting += 1;
          if (record.expired) { summary.expired = true; }
        } else if (record.state === "refused") {
          summary.refused.push(record);
        } else if (record.state === "sent") {
          summary.sent.push(record);
        }
      });
      return summary;
    });
  }

  // One sender at a time for the whole origin (pages and worker), where the browser has Web Locks: two would
  // both send the same revision. Without them a repeat is harmless (same key), only wasted.
  function exclusive(body) {
    var locks = scope.navigator && scope.navigator.locks;
    if (locks && typeof locks.request === "function") { return locks.request(TAG, body); }
    return body();
  }

  // Sends the site's waiting logs to the inbox that `inboxURL` (the site's inbox.json) describes. Resolves with
  // {inbox: "ok" | "none" (no inbox.json: a site built without one) | "offline" | "unreadable", sent, waiting,
  // reload}; never rejects for the network's sake. Records change state only here and in queue(). `from` names
  // the sender in what it announces, so that a page does not act on its own news twice.
  function send(site, inboxURL, from) {
    return exclusive(function () {
      var outcome = { inbox: "ok", sent: 0, reload: false };
      return prune(site, Date.now()).catch(function () {}).then(function () {
        return pass(site, inboxURL, outcome, 3);
      }).then(function () {
        return counts(site);
      }).then(function (summary) {
        outcome.waiting = summary.waiting;
        outcome.reload = outcome.reload && outcome.sent > 0;
        if (outcome.sent > 0 || outcome.changed) { announce({ site: site, change: "sent", reload: outcome.reload }, from); }
        return outcome;
      });
    });
  }

  // One pass over the waiting logs; again (up to `passes` times) when a newer revision was queued meanwhile.
  function pass(site, inboxURL, outcome, passes) {
    return records(site).then(function (list) {
      var waiting = list.filter(function (record) { return record.state === "waiting"; });
      if (!waiting.length || passes <= 0) { return null; }
      // Fetched at every send and never from a cache: its signature is valid only for its time, and a newer
      // build re-signs it.
      return scope.fetch(inboxURL, { cache: "no-store", credentials: "same-origin" }).then(function (response) {
        if (response.status === 404 || response.status === 410) { outcome.inbox = "none"; return null; }
        if (!response.ok) { outcome.inbox = "offline"; return null; }
        return response.json().then(function (value) {
          var inbox = readInbox(value);
          if (!inbox) { outcome.inbox = "unreadable"; return null; }
          inbox.target = new URL(inbox.url, response.url || inboxURL).href;
          return sendEach(inbox, waiting, 0, outcome).then(function (stopped) {
            if (stopped) { return null; }
            return pass(site, inboxURL, outcome, passes - 1);
          });
        }, function () { outcome.inbox = "unreadable"; return null; });
      }, function () { outcome.inbox = "offline"; return null; });
    });
  }

  // Resolves true when sending stopped (the network or the store's time is the trouble: later logs would meet
  // the same), false when every log had its answer.
  function sendEach(inbox, waiting, index, outcome) {
    if (index >= waiting.length) { return Promise.resolve(false); }
    var record = waiting[index];
    var next = function () { return sendEach(inbox, waiting, index + 1, outcome); };
    return scope.fetch(inbox.target, { method: "POST", body: form(inbox, record), credentials: "omit", mode: "cors", cache: "no-store" }).then(function (response) {
      if (response.ok) {
        outcome.sent += 1;
        outcome.reload = outcome.reload || inbox.reload;
        return settle(record.log_id, record.revision, function (current) {
          current.state = "sent";
          current.sent_at = new Date().toISOString();
          current.reason = null;
          current.expired = false;
        }).then(next);
      }
      return response.text().catch(function () { return ""; }).then(function (text) {
        var reason = storeReason(response.status, text);
        // The store's own trouble, or too many requests: the same log may well pass later.
        if (response.status >= 500 || response.status === 408 || response.status === 429 || response.status < 400) {
          outcome.inbox = "offline";
          return true;
        }
        outcome.changed = true;
        if (reason.expired) {
          return settle(record.log_id, record.revision, function (current) {
            current.expired = true;
            current.reason = reason.text;
          }).then(function () { outcome.inbox = "expired"; return true; });
        }
        return settle(record.log_id, record.revision, function (current) {
          current.state = "refused";
          current.reason = reason.text;
          current.expired = false;
        }).then(next);
      });
    }, function () {
      // No connection, or an answer without the CORS header the page may read: the store may even have the
      // object; sending again writes the same key.
      outcome.inbox = "offline";
      return true;
    });
  }

  scope.FitTodayOutbox = {
    database: DATABASE, store: STORE, tag: TAG,
    uuid: uuid, isUUID: function (text) { return UUID.test(text); },
    queue: queue, send: send, summary: counts, listen: listen, storeReason: storeReason
  };
}(self));
