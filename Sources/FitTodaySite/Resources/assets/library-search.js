/* FitToday: the library search. Loaded only by the library pages, after the index script (library-index.*.js),
   which assigns window.FitTodayLibraryIndex: a plain script, so it works from file:// with no request at all.
   Without JavaScript nothing here runs and the pages stay the plain lists they are; the search box exists only
   once this script has added it. */
(function () {
  "use strict";
  var index = window.FitTodayLibraryIndex;
  var script = document.currentScript;
  var content = document.querySelector(".library-content");
  if (!index || !content || !script) { return; }
  var root = script.getAttribute("data-root") || "";
  var words = index.words;

  // Case and accents ignored, as people type them: "SUPINO", "supino" and "flexao" find what they mean.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  var entries = index.exercises.map(function (entry) {
    return { entry: entry, key: fold(entry.name) };
  });

  function element(name, attributes, text) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function select(id, label, all, options) {
    var wrapper = element("label", { "for": id });
    wrapper.appendChild(document.createTextNode(label));
    var box = element("select", { id: id });
    box.appendChild(element("option", { value: "" }, all));
    options.forEach(function (option) { box.appendChild(element("option", { value: option.slug }, option.name)); });
    wrapper.appendChild(box);
    return { wrapper: wrapper, box: box };
  }

  var form = element("form", { "class": "library-search", role: "search" });
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  var queryLabel = element("label", { "for": "library-query" });
  queryLabel.appendChild(document.createTextNode(words.searchLabel));
  var query = element("input", { id: "library-query", type: "search", autocomplete: "off", placeholder: words.searchHint });
  queryLabel.appendChild(query);
  var group = select("library-group", words.muscleGroup, words.allGroups, index.groups);
  var equipment = select("library-equipment", words.equipment, words.allEquipment, index.equipment);
  form.appendChild(queryLabel);
  form.appendChild(group.wrapper);
  form.appendChild(equipment.wrapper);
  var status = element("p", { "class": "meta search-status", role: "status", "aria-live": "polite" });
  var results = element("ul", { "class": "search-results", hidden: "" });
  content.parentNode.insertBefore(form, content);
  content.parentNode.insertBefore(status, content);
  content.parentNode.insertBefore(results, content);

  function update() {
    var terms = fold(query.value).split(/\s+/).filter(Boolean);
    var wantedGroup = group.box.value, wantedEquipment = equipment.box.value;
    if (terms.length === 0 && !wantedGroup && !wantedEquipment) {
      results.hidden = true;
      content.hidden = false;
      status.textContent = "";
      return;
    }
    var found = entries.filter(function (item) {
      return (!wantedGroup || item.entry.group === wantedGroup) &&
        (!wantedEquipment || item.entry.equipment === wantedEquipment) &&
        terms.every(function (term) { return item.key.indexOf(term) !== -1; });
    });
    results.textContent = "";
    found.forEach(function (item) {
      var link = element("a", { href: root + item.entry.href });
      if (item.entry.thumb) {
        // `loading` before `src`: set after it, the picture would already be on its way.
        var single = root + item.entry.thumb, double = item.entry.thumb2x && root + item.entry.thumb2x;
        var thumb = { loading: "lazy", "class": "thumb", alt: "", width: "48", height: "48" };
        if (double) {
          // As the pages' own pictures (issue 43): 1x and 2x on screen, the 2x alone on paper.
          thumb["class"] = "thumb screen-only";
          thumb.srcset = single + " 1x, " + double + " 2x";
        }
        thumb.src = single;
        link.appendChild(element("img", thumb));
        if (double) {
          link.appendChild(element("img", { loading: "lazy", "class": "thumb print-only", alt: "", width: "48", height: "48",
                                            srcset: double + " 2x", src: double }));
        }
      }
      link.appendChild(element("span", {}, item.entry.name));
      var row = element("li");
      row.appendChild(link);
      results.appendChild(row);
    });
    results.hidden = false;
    content.hidden = true;
    status.textContent = found.length ? found.length + " " + words.searchFound : words.searchNone;
  }
  [query, group.box, equipment.box].forEach(function (control) {
    control.addEventListener("input", update);
    control.addEventListener("change", update);
  });
}());
