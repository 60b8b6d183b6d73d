#!/usr/bin/env python3
"""Moves inline two-language texts into the catalogues (Sources/FitTodayDomain/Words/<locale>.toml) and
rewrites their call sites to the typed accessors scripts/words.py generates.

    python3 scripts/convert-words.py [FILE.swift ...]   # default: every file under Sources/
    python3 scripts/words.py                            # then regenerate Words.swift

It converts `X.pick("pt", "en")`, `t("pt", "en")` (after `let t = X.pick`), `HelpLanguage.text("pt", "en")` and
`HelpLanguage.help("pt", "en")` when both arguments are string literals; `\\(expr)` becomes a `{name}`
placeholder passed as `name: expr`. What it cannot convert (a literal inside an interpolation, placeholders that
differ between the two texts) is listed for a person to do by hand. Keys come from the enclosing type and the
`case`, variable or English words around the call; rename them afterwards if a better name fits.
"""
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS_DIR = os.path.join(ROOT, "Sources/FitTodayDomain/Words")
SKIP = {"Sources/FitTodayDomain/Localization/AppLocale.swift", "Sources/fittoday/Support/HelpLanguage.swift",
        "Sources/FitTodayDomain/Localization/Words.swift"}
AREAS = {"FitTodayDomain": "domain", "FitTodayData": "data", "FitTodaySite": "site", "fittoday": "cli"}
TOP_GROUPS = {"FitTodayError": "error", "ValidationIssue": "validation", "ImportIssue": "importIssue",
              "ContentIssue": "contentIssue"}
KEYWORDS = {"as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
            "extension", "false", "for", "func", "guard", "if", "import", "in", "init", "is", "let", "nil",
            "private", "public", "repeat", "return", "self", "static", "struct", "switch", "throw", "true", "try",
            "var", "where", "while", "locale", "init", "import", "operator",
            "protocol", "subscript", "super", "throws", "typealias", "inout", "internal", "fileprivate"}
STOP = {"a", "an", "the"}


class Unconvertible(Exception):
    pass


# --- Swift string literals ------------------------------------------------------------------------------------

def skip_expression(src, i):
    """From just after `\\(`, the index just after the matching `)`."""
    depth = 1
    while i < len(src):
        c = src[i]
        if c == '"' or (c == "#" and re.match(r'#+"', src[i:])):
            _, i = parse_literal(src, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise Unconvertible("unclosed interpolation")


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def decode(raw, hashes, multiline):
    """Segments of a literal's raw body: ("text", s) and ("expr", s)."""
    segments = []
    text = []
    escape = "\\" + "#" * hashes
    i = 0
    while i < len(raw):
        if raw.startswith(escape, i):
            j = i + len(escape)
            c = raw[j] if j < len(raw) else ""
            if c == "(":
                end = skip_expression(raw, j + 1)
                if text:
                    segments.append(("text", "".join(text)))
                    text = []
                segments.append(("expr", raw[j + 1:end - 1].strip()))
                i = end
                continue
            if c == "u" and raw[j + 1] == "{":
                close = raw.index("}", j)
                text.append(chr(int(raw[j + 2:close], 16)))
                i = close + 1
                continue
            if multiline and c in " \t\n":
                rest = re.match(r"[ \t]*\n", raw[j:])
                if rest:
                    i = j + rest.end()
                    continue
            if c in ESCAPES:
                text.append(ESCAPES[c])
                i = j + 1
                continue
            raise Unconvertible(f"unknown escape \\{c}")
        text.append(raw[i])
        i += 1
    if text:
        segments.append(("text", "".join(text)))
    return segments


def parse_literal(src, i):
    """(segments, index after the literal) for the literal starting at src[i]."""
    hashes = 0
    while src[i] == "#":
        hashes += 1
        i += 1
    close_hash = "#" * hashes
    if src.startswith('"""', i):
        start = src.index("\n", i) + 1
        end_match = re.compile(r'\n([ \t]*)"""' + close_hash).search(src, start - 1)
        if not end_match:
            raise Unconvertible("unclosed multi-line literal")
        indent = end_match.group(1)
        body = src[start:end_match.start()]
        lines = []
        for line in body.split("\n"):
            if line.strip() == "":
                lines.append("")
            elif not line.startswith(indent):
                raise Unconvertible("bad multi-line indentation")
            else:
                lines.append(line[len(indent):])
        return decode("\n".join(lines), hashes, True), end_match.end()
    if src[i] != '"':
        raise Unconvertible("not a literal")
    j = i + 1
    escape = "\\" + close_hash
    while j < len(src):
        if src.startswith(escape, j):
            if src[j + len(escape)] == "(":
                j = skip_expression(src, j + len(escape) + 1)
                continue
            j += len(escape) + 1
            continue
        if src.startswith('"' + close_hash, j):
            return decode(src[i + 1:j], hashes, False), j + 1 + hashes
        if src[j] == "\n":
            raise Unconvertible("newline in literal")
        j += 1
    raise Unconvertible("unclosed literal")


def skip_space(src, i):
    while i < len(src) and src[i] in " \t\n":
        i += 1
    return i


def parse_two_literals(src, i):
    """From just after `(`: (pt segments, en segments, index after `)`)."""
    i = skip_space(src, i)
    if not (src[i] == '"' or src[i] == "#"):
        raise Unconvertible("first argument is not a literal")
    pt, i = parse_literal(src, i)
    i = skip_space(src, i)
    if src[i] != ",":
        raise Unconvertible("first argument is not only a literal")
    i = skip_space(src, i + 1)
    if not (src[i] == '"' or src[i] == "#"):
        raise Unconvertible("second argument is not a literal")
    en, i = parse_literal(src, i)
    i = skip_space(src, i)
    if src[i] != ")":
        raise Unconvertible("second argument is not only a literal")
    return pt, en, i + 1


# --- names ----------------------------------------------------------------------------------------------------

def lower_camel(words):
    words = [w for w in words if w]
    if not words:
        return ""
    out = words[0].lower() + "".join(w[:1].upper() + w[1:].lower() for w in words[1:])
    out = re.sub(r"[^A-Za-z0-9]", "", out)
    if out and out[0].isdigit():
        out = "n" + out
    return out


def key_from_text(text, count):
    words = [w for w in re.findall(r"[A-Za-z0-9]+", PLACEHOLDER_STRIP.sub(" ", text)) if w.lower() not in STOP]
    return lower_camel(words[:count]) or "text"


PLACEHOLDER_STRIP = re.compile(r"\{[A-Za-z_]\w*\}")
DROP_TAIL = {"joined", "description", "lowercased", "uppercased", "capitalized", "map", "rawValue", "label",
             "formatted", "string", "path", "text", "value", "sorted", "trimmed"}


def placeholder_name(expr):
    head = re.sub(r"\([^()]*\)", "()", re.sub(r"\([^()]*\)", "()", expr.strip()))
    head = re.split(r"\s*(?:\?\?|[-+*/<>=!?:]|\bas\b)\s*", head)[0]
    parts = [p for p in re.findall(r"\$?[A-Za-z_]\w*", head) if not p.startswith("$")]
    while len(parts) > 1 and parts[-1] in DROP_TAIL:
        parts.pop()
    if not parts:
        return "value"
    if parts[-1] == "count" and len(parts) > 1:
        name = parts[-2] + "Count"
    else:
        name = parts[-1]
    name = name[0].lower() + name[1:]
    if name in KEYWORDS:
        name = name + "Text"
    return name


def enclosing_type(src, index, stem):
    decl = re.compile(r"^\s*(?:(?:public|private|fileprivate|internal|final|nonisolated)\s+)*"
                      r"(?:struct|enum|class|extension|actor)\s+([A-Za-z_][\w.]*)", re.M)
    last = None
    for match in decl.finditer(src, 0, index):
        last = match.group(1).split(".")[-1]
    return last or stem


def strip_command(name):
    return name[:-len("Command")] if name.endswith("Command") and name != "Command" else name


def group_for(path, src, index, help_text):
    module = path.split("/")[1]
    stem = os.path.basename(path)[:-len(".swift")].split("+")[0]
    kind = enclosing_type(src, index, stem)
    if kind in TOP_GROUPS:
        return TOP_GROUPS[kind]
    if kind == "SiteWord":
        return "site.word"
    if path.endswith("Localization/Labels.swift"):
        return "label." + kind[0].lower() + kind[1:]
    base = strip_command(stem)
    name = base
    if kind != stem and strip_command(kind) != base:
        inner = strip_command(kind)
        name = inner if inner.startswith(base) else base + inner[0].upper() + inner[1:]
    name = name[0].lower() + name[1:]
    if name in KEYWORDS:
        name += "Command"
    if help_text:
        return "help." + name
    return AREAS[module] + "." + name


def key_hint(src, start, end, help_call):
    """A key name from the code around the call: the `case`, the option's variable, `abstract:`/`discussion:`."""
    line_start = src.rfind("\n", 0, start) + 1
    before = src[line_start:start]
    if help_call:
        label = re.search(r"(\w+):\s*HelpLanguage\.\w+\($", before) or re.search(r"(\w+):\s*$", before)
        if label and label.group(1) in ("abstract", "discussion", "usage"):
            return label.group(1)
        var = re.compile(r"\b(?:var|let)\s+(\w+)").search(src, end)
        if var and src.count("\n", end, var.start()) <= 3:
            return var.group(1)
    prev_line_start = src.rfind("\n", 0, max(line_start - 1, 0)) + 1
    for text in (before, src[prev_line_start:line_start] if re.fullmatch(r"\s*(return\s*)?", before) else ""):
        case = re.search(r"\bcase\s+(?:let\s+)?\.(\w+)", text)
        if case:
            return case.group(1)
    assign = re.search(r"\b(?:let|var)\s+(\w+)\s*=\s*$", before)
    if assign and assign.group(1) not in ("text", "line", "message", "t", "words"):
        return assign.group(1)
    return None


# --- catalogues -----------------------------------------------------------------------------------------------

def load_catalogue(name):
    path = os.path.join(WORDS_DIR, name + ".toml")
    if not os.path.exists(path):
        return {}
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    flat = {}

    def walk(table, prefix):
        for key, value in table.items():
            if isinstance(value, dict):
                walk(value, prefix + key + ".")
            else:
                flat[prefix + key] = value
    walk(data, "")
    return flat


def toml_string(text):
    if "\n" in text:
        body = text.replace("\\", "\\\\").replace('"""', '""\\"')
        if body.endswith('"'):
            body = body[:-1] + '\\"'
        body = "".join(c if c == "\n" or ord(c) >= 0x20 else "\\u%04X" % ord(c) for c in body)
        return '"""\n' + body + '"""'
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20:
            out.append("\\u%04X" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def write_catalogue(name, flat, header):
    groups = {}
    for key, text in flat.items():
        group, leaf = key.rsplit(".", 1)
        groups.setdefault(group, []).append((leaf, text))
    lines = [header, ""]
    for group in sorted(groups):
        lines.append(f"[{group}]")
        for leaf, text in sorted(groups[group]):
            lines.append(f"{leaf} = {toml_string(text)}")
        lines.append("")
    with open(os.path.join(WORDS_DIR, name + ".toml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))


HEADERS = {
    "pt-BR": "# Every message, label and help text of FitToday in Brazilian Portuguese (the default locale).\n"
             "# Keys are grouped by area (error, validation, label, cli, help, site, ...); {name} is a placeholder,\n"
             "# filled in by the code with an already formatted value. en.toml has the same keys and placeholders.\n"
             "# After editing, run python3 scripts/words.py (make build does) to regenerate Words.swift.",
    "en": "# Every message, label and help text of FitToday in English (--locale en).\n"
          "# Keys are grouped by area (error, validation, label, cli, help, site, ...); {name} is a placeholder,\n"
          "# filled in by the code with an already formatted value. pt-BR.toml has the same keys and placeholders.\n"
          "# After editing, run python3 scripts/words.py (make build does) to regenerate Words.swift.",
}


# --- conversion -----------------------------------------------------------------------------------------------

CALL = re.compile(r"(?<![\w.])((?:[A-Za-z_]\w*\.)*)(pick|HelpLanguage\.text|HelpLanguage\.help|t)\(")


def to_template(segments, names):
    out = []
    for kind, value in segments:
        if kind == "text":
            if PLACEHOLDER_STRIP.search(value):
                raise Unconvertible("text contains {name}, which would read as a placeholder")
            out.append(value)
        else:
            out.append("{" + names[re.sub(r"\s+", "", value)] + "}")
    return "".join(out)


def convert_file(path, pt_cat, en_cat, problems):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        src = handle.read()
    t_receiver = None
    let_t = re.search(r"let t = ((?:[A-Za-z_]\w*\.)*)pick\b", src)
    func_t = re.search(r"func t\(_ pt: String, _ en: String\) -> String \{ ((?:[A-Za-z_]\w*\.)*)pick", src)
    if let_t:
        t_receiver = let_t.group(1)[:-1]
    elif func_t:
        t_receiver = func_t.group(1)[:-1]
    out = []
    position = 0
    changed = 0
    for match in CALL.finditer(src):
        if match.start() < position:
            continue
        receiver, function = match.group(1), match.group(2)
        if function == "t" and (receiver or not t_receiver):
            continue
        if function == "pick" and receiver.startswith("HelpLanguage"):
            continue
        line_no = src.count("\n", 0, match.start()) + 1
        if re.search(r"\bfunc\s", src[src.rfind("\n", 0, match.start()) + 1:match.start()]):
            continue
        try:
            pt, en, end = parse_two_literals(src, match.end())
            exprs = []
            for kind, value in pt + en:
                if kind == "expr":
                    if re.search(r'"[^"]*[A-Za-zÀ-ÿ][^"]*"', value):
                        raise Unconvertible(f"a text inside the interpolation \\({value})")
                    normal = re.sub(r"\s+", "", value)
                    if normal not in [e[0] for e in exprs]:
                        exprs.append((normal, value))
            pt_exprs = {re.sub(r"\s+", "", v) for k, v in pt if k == "expr"}
            en_exprs = {re.sub(r"\s+", "", v) for k, v in en if k == "expr"}
            if pt_exprs != en_exprs:
                raise Unconvertible("the two texts interpolate different values")
            names = {}
            used = set()
            for normal, value in exprs:
                name = placeholder_name(value)
                if name in used:
                    parts = re.findall(r"[A-Za-z_]\w*", value)
                    name = (parts[-2] + name[0].upper() + name[1:]) if len(parts) > 1 else name + "2"
                while name in used:
                    name += "2"
                used.add(name)
                names[normal] = name
            pt_text, en_text = to_template(pt, names), to_template(en, names)
            help_call = function.startswith("HelpLanguage")
            group = group_for(path, src, match.start(), help_call)
            hint = key_hint(src, match.start(), end, help_call)
            if hint in KEYWORDS:
                hint += "Option" if help_call else "Text"
            key = choose_key(group, hint, pt_text, en_text, pt_cat, en_cat)
            pt_cat[key] = pt_text
            en_cat[key] = en_text
            leaf = key[len(group) + 1:]
            args = ", ".join(f"{names[n]}: {v}" for n, v in ordered_args(pt_text, names, exprs))
            call = leaf + (f"({args})" if args else "")
            if function == "HelpLanguage.text":
                replacement = f"HelpLanguage.words.{group[len('help.'):]}.{call}"
            elif function == "HelpLanguage.help":
                replacement = f"ArgumentHelp(HelpLanguage.words.{group[len('help.'):]}.{call})"
            else:
                base = receiver[:-1] if function == "pick" else t_receiver
                base = (base + ".") if base else ""
                replacement = f"{base}words.{group}.{call}"
            out.append(src[position:match.start()])
            out.append(replacement)
            position = end
            changed += 1
        except Unconvertible as problem:
            problems.append(f"{path}:{line_no}: {problem}")
        except (IndexError, ValueError) as problem:
            problems.append(f"{path}:{line_no}: could not read the call ({problem})")
    out.append(src[position:])
    new = "".join(out)
    if t_receiver and not re.search(r"(?<![\w.])t\(", new.replace(func_t.group(0) if func_t else "\0", "")):
        new = re.sub(r"\n[ \t]*let t = (?:[A-Za-z_]\w*\.)*pick\n", "\n", new)
        new = re.sub(r"\n[ \t]*(?:private )?func t\(_ pt: String, _ en: String\) -> String \{[^\n]*\}\n", "\n", new)
    if changed:
        with open(os.path.join(ROOT, path), "w", encoding="utf-8") as handle:
            handle.write(new)
    return changed


def ordered_args(pt_text, names, exprs):
    by_name = {names[n]: (n, v) for n, v in exprs}
    order = []
    for name in PLACEHOLDER_STRIP.findall(pt_text):
        name = name[1:-1]
        if name not in [o[0] for o in order]:
            order.append((name, by_name[name]))
    return [(n, v) for _, (n, v) in order]


def choose_key(group, hint, pt_text, en_text, pt_cat, en_cat):
    def free(key):
        return key not in pt_cat or (pt_cat[key] == pt_text and en_cat.get(key) == en_text)
    for key_name in [k for k in (hint,) if k]:
        key = f"{group}.{key_name}"
        if free(key):
            return key
    for count in (3, 4, 5, 6, 8):
        candidate = key_from_text(en_text, count)
        if hint:
            candidate = hint + candidate[0].upper() + candidate[1:]
        if candidate in KEYWORDS:
            candidate += "Text"
        key = f"{group}.{candidate}"
        if free(key):
            return key
    number = 2
    while not free(f"{group}.{candidate}{number}"):
        number += 1
    return f"{group}.{candidate}{number}"


def main():
    os.makedirs(WORDS_DIR, exist_ok=True)
    pt_cat, en_cat = load_catalogue("pt-BR"), load_catalogue("en")
    files = sys.argv[1:] or sorted(
        os.path.relpath(os.path.join(folder, name), ROOT)
        for folder, _, names in os.walk(os.path.join(ROOT, "Sources")) for name in names if name.endswith(".swift"))
    problems = []
    total = 0
    for path in files:
        if path in SKIP:
            continue
        total += convert_file(path, pt_cat, en_cat, problems)
    write_catalogue("pt-BR", pt_cat, HEADERS["pt-BR"])
    write_catalogue("en", en_cat, HEADERS["en"])
    print(f"convert-words: {total} calls converted")
    for problem in problems:
        print("  by hand: " + problem)


if __name__ == "__main__":
    main()
