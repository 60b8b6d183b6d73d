#!/usr/bin/env python3
"""Writes Sources/FitTodayDomain/Localization/Words.swift, the typed access to the catalogues of words
(Sources/FitTodayDomain/Words/<locale>.toml: every message and label, one file per locale, and the commands' help
texts in Sources/FitTodayApp/Words/<locale>.toml), and
Sources/FitTodaySite/Pages/SiteWord.swift, the site's interface words offered to templates as `t.<word>`
(every key of `site.word` and `site.program`; a `site.program` key that a `site.word` key already names is
`program` + its name, as `programSets`). A key of `site.wordInPounds` is the twin of the `site.word` of the same
name for a person who lifts in pounds (`kg` → "lb"): SiteWord's `text(_:unit:)` swaps it in, and a twin that names
no `site.word` stops the script.

Run by `make build` and `make test` (through `make embed`), and by hand after editing a catalogue:
    python3 scripts/words.py           # writes Words.swift when it changed
    python3 scripts/words.py --check   # exits 1 when Words.swift is stale (a test runs this)

A key `[cli.log]` / `recorded = "Treino #{id} registrado"` becomes `locale.words.cli.log.recorded(id:)`; a text
without placeholders becomes a property. `{name}` is a placeholder (letters, digits and `_`); any other brace is
text. Every locale must have the same keys with the same placeholders, or nothing is written.
"""
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS_DIR = os.path.join(ROOT, "Sources/FitTodayDomain/Words")
# The commands' help texts (`help.*`): the command line's own, kept out of the Domain, one catalogue with the rest.
HELP_WORDS_DIR = os.path.join(ROOT, "Sources/FitTodayApp/Words")
HELP_PREFIX = "help."
TARGET = os.path.join(ROOT, "Sources/FitTodayDomain/Localization/Words.swift")
HELP_TARGET = os.path.join(ROOT, "Sources/FitTodayApp/Support/HelpWords.swift")
SITE_TARGET = os.path.join(ROOT, "Sources/FitTodaySite/Pages/SiteWord.swift")
# Catalogue file name to AppLocale case, in the order the generated switches list them.
LOCALES = [("pt-BR", "ptBR"), ("en", "en")]
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
SWIFT_KEYWORDS = {"as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
                  "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
                  "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private",
                  "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct",
                  "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where",
                  "while", "locale"}


def flatten(table, prefix=""):
    """Dotted key to text, in file order."""
    flat = {}
    for key, value in table.items():
        path = prefix + key
        if isinstance(value, dict):
            flat.update(flatten(value, path + "."))
        elif isinstance(value, str):
            flat[path] = value
        else:
            sys.exit(f"words: {path} is not a text")
    return flat


def load():
    """Locale file name to its flat catalogue: the Domain's file and the command line's help file together; the
    help file holds `help.*` keys only, and the Domain's none."""
    catalogues = {}
    for name, _ in LOCALES:
        with open(os.path.join(WORDS_DIR, name + ".toml"), "rb") as handle:
            words = flatten(tomllib.load(handle))
        with open(os.path.join(HELP_WORDS_DIR, name + ".toml"), "rb") as handle:
            help_words = flatten(tomllib.load(handle))
        misplaced = [key for key in words if key.startswith(HELP_PREFIX)] + [key for key in help_words if not key.startswith(HELP_PREFIX)]
        if misplaced:
            sys.exit(f"words: {name}: help.* keys belong in Sources/FitTodayApp/Words/, the others in Sources/FitTodayDomain/Words/: {misplaced}")
        catalogues[name] = {**words, **help_words}
    return catalogues


def without_help(catalogues):
    return {name: {key: text for key, text in words.items() if not key.startswith(HELP_PREFIX)} for name, words in catalogues.items()}


def help_only(catalogues):
    """The `help.*` texts, keyed without the prefix."""
    return {name: {key[len(HELP_PREFIX):]: text for key, text in words.items() if key.startswith(HELP_PREFIX)}
            for name, words in catalogues.items()}


def placeholders(text):
    """The placeholder names of `text`, in order of first appearance."""
    seen = []
    for name in PLACEHOLDER.findall(text):
        if name not in seen:
            seen.append(name)
    return seen


def check_parity(catalogues):
    problems = []
    first, _ = LOCALES[0]
    for name, _ in LOCALES[1:]:
        for key in catalogues[first].keys() - catalogues[name].keys():
            problems.append(f"{name}.toml lacks {key}")
        for key in catalogues[name].keys() - catalogues[first].keys():
            problems.append(f"{first}.toml lacks {key}")
        for key in catalogues[first].keys() & catalogues[name].keys():
            if set(placeholders(catalogues[first][key])) != set(placeholders(catalogues[name][key])):
                problems.append(f"{key}: the placeholders differ between {first}.toml and {name}.toml")
    for key in catalogues[first]:
        for part in key.split("."):
            if part in SWIFT_KEYWORDS or not re.fullmatch(r"[a-z][A-Za-z0-9]*", part):
                problems.append(f"{key}: every part of a key is a lowerCamelCase name and not a Swift keyword")
    return sorted(problems)


def swift_literal(text):
    out = []
    position = 0
    for match in PLACEHOLDER.finditer(text):
        out.append(escape(text[position:match.start()]))
        out.append("\\(" + match.group(1) + ")")
        position = match.end()
    out.append(escape(text[position:]))
    return '"' + "".join(out) + '"'


def escape(text):
    result = []
    for char in text:
        if char == "\\":
            result.append("\\\\")
        elif char == '"':
            result.append('\\"')
        elif char == "\n":
            result.append("\\n")
        elif char == "\t":
            result.append("\\t")
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            result.append("\\u{%X}" % ord(char))
        else:
            result.append(char)
    return "".join(result)


def type_name(part):
    return part[0].upper() + part[1:] + "Words"


def tree(keys):
    """Nested dict: group name to subtree, leaf name to the full key."""
    root = {}
    for key in keys:
        parts = key.split(".")
        node = root
        for part in parts[:-1]:
            child = node.setdefault(part, {})
            if not isinstance(child, dict):
                sys.exit(f"words: {key} uses {part}, which is also a text")
            node = child
        if parts[-1] in node:
            sys.exit(f"words: {key} is both a text and a group")
        node[parts[-1]] = key
    return root


def emit_group(node, catalogues, indent, lines):
    pad = " " * indent
    for name in sorted(node):
        value = node[name]
        if isinstance(value, dict):
            lines.append(f"{pad}public var {name}: {type_name(name)} {{ {type_name(name)}(locale: locale) }}")
    for name in sorted(node):
        value = node[name]
        if isinstance(value, str):
            first = catalogues[LOCALES[0][0]][value]
            names = placeholders(first)
            cases = " ".join(f"case .{case}: {swift_literal(catalogues[file][value])}" for file, case in LOCALES)
            body = f"switch locale {{ {cases} }}"
            if names:
                parameters = ", ".join(f"{p}: some CustomStringConvertible" for p in names)
                lines.append(f"{pad}public func {name}({parameters}) -> String {{ {body} }}")
            else:
                lines.append(f"{pad}public var {name}: String {{ {body} }}")
    for name in sorted(node):
        value = node[name]
        if isinstance(value, dict):
            lines.append("")
            lines.append(f"{pad}/// The `{name}.*` words.")
            lines.append(f"{pad}public struct {type_name(name)}: Sendable {{")
            lines.append(f"{pad}    let locale: AppLocale")
            emit_group(value, catalogues, indent + 4, lines)
            lines.append(f"{pad}}}")


def generate_struct(catalogues, name, source, preamble, doc):
    """A typed struct `name` of every text of `catalogues`, from the catalogue files at `source`."""
    lines = [
        f"// Generated by scripts/words.py from {source}/*.toml; do not edit by hand.",
        "// swiftlint:disable all",
        "",
        *preamble,
        *doc,
        f"public struct {name}: Sendable {{",
        "    public let locale: AppLocale",
        "",
        "    public init(_ locale: AppLocale) { self.locale = locale }",
        "",
    ]
    emit_group(tree(catalogues[LOCALES[0][0]].keys()), catalogues, 4, lines)
    lines += ["}", ""]
    return "\n".join(lines)


def generate(catalogues):
    return generate_struct(catalogues, "Words", "Sources/FitTodayDomain/Words", [], [
        "/// Every message and label in one locale, typed: a key is a property, a key with placeholders a",
        "/// function taking them by name (already formatted). The texts live in Sources/FitTodayDomain/Words/.",
    ])


def generate_help(catalogues):
    return generate_struct(catalogues, "HelpWords", "Sources/FitTodayApp/Words", ["import FitTodayDomain", ""], [
        "/// The commands' help texts (`help.*` of the catalogue of words) in one locale, typed as ``Words`` is: the command",
        "/// line's own, kept out of the Domain.",
    ])


def site_words(catalogues):
    """(case name, group, key) of every site word, `site.word` first, each group in file order."""
    keys = list(catalogues[LOCALES[0][0]].keys())
    words = [key.split(".")[2] for key in keys if key.startswith("site.word.")]
    cases = [(name, "words", name) for name in words]
    for key in keys:
        if key.startswith("site.program."):
            name = key.split(".")[2]
            case = "program" + name[0].upper() + name[1:] if name in words else name
            cases.append((case, "program", name))
    return cases


def pound_twins(catalogues):
    """The `site.word` names that have a `site.wordInPounds` twin, in file order; exits when a twin names none."""
    keys = list(catalogues[LOCALES[0][0]].keys())
    words = {key.split(".")[2] for key in keys if key.startswith("site.word.")}
    twins = [key.split(".")[2] for key in keys if key.startswith("site.wordInPounds.")]
    unknown = [name for name in twins if name not in words]
    if unknown:
        sys.exit("words: site.wordInPounds names no site.word: " + ", ".join(unknown))
    return twins


def generate_site_words(catalogues):
    cases = site_words(catalogues)
    twins = pound_twins(catalogues)
    lines = [
        "// Generated by scripts/words.py from the site.word and site.program keys of Sources/FitTodayDomain/Words/*.toml;",
        "// do not edit by hand.",
        "import FitTodayDomain",
        "import FitTodayTemplates",
        "",
        "/// The interface words of the site, offered to every template as `t.<word>`: a word a template uses that is",
        "/// not a case here fails the strict-mode test. One case per `site.word.*` and `site.program.*` key of the",
        "/// catalogues; templates can be overridden, so every word lives there rather than in them.",
        "enum SiteWord: String, CaseIterable, Sendable {",
    ]
    lines += [f"    case {case}" for case, _, _ in cases]
    lines += [
        "",
        "    /// The word in `locale`.",
        "    func text(_ locale: AppLocale) -> String {",
        "        let words = locale.words.site.word, program = locale.words.site.program",
        "        switch self {",
    ]
    lines += [f"        case .{case}: return {group}.{name}" for case, group, name in cases]
    lines += [
        "        }",
        "    }",
        "",
        "    /// Every word of `locale` as the `t` object of the templates.",
        "    static func table(_ locale: AppLocale) -> TemplateValue {",
        "        .object(TemplateObject(Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, TemplateValue.string($0.text(locale))) })))",
        "    }",
        "",
        "    /// Every word of `locale` as the `t` object of the templates, naming pounds where a word names the unit.",
        "    static func table(_ locale: AppLocale, unit: WeightUnit) -> TemplateValue {",
        "        guard unit == .lb else { return table(locale) }",
        "        return .object(TemplateObject(Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, TemplateValue.string($0.text(locale, unit: unit))) })))",
        "    }",
        "",
        "    /// The word in `locale`, naming pounds where it names the unit (its `site.wordInPounds` twin).",
        "    func text(_ locale: AppLocale, unit: WeightUnit) -> String {",
        "        guard unit == .lb else { return text(locale) }",
    ]
    if twins:
        lines += [
            "        let pounds = locale.words.site.wordInPounds",
            "        switch self {",
        ]
        lines += [f"        case .{name}: return pounds.{name}" for name in twins]
        lines += [
            "        default: return text(locale)",
            "        }",
        ]
    else:
        lines.append("        return text(locale)")
    lines += [
        "    }",
        "}",
        "",
    ]
    return "\n".join(lines)


def write(target, content, check):
    """Writes `content` to `target` when it changed; with `check`, exits 1 instead when it did."""
    current = None
    if os.path.exists(target):
        with open(target, encoding="utf-8") as handle:
            current = handle.read()
    name = os.path.relpath(target, ROOT)
    if check:
        if current != content:
            sys.exit(f"words: {name} is stale; run python3 scripts/words.py")
        return
    if current == content:
        return
    with open(target + ".tmp", "w", encoding="utf-8") as handle:
        handle.write(content)
    os.replace(target + ".tmp", target)
    print(f"words: wrote {name}")


def main():
    catalogues = load()
    problems = check_parity(catalogues)
    if problems:
        sys.exit("words: the catalogues do not match:\n  " + "\n  ".join(problems))
    check = "--check" in sys.argv
    write(TARGET, generate(without_help(catalogues)), check)
    write(HELP_TARGET, generate_help(help_only(catalogues)), check)
    write(SITE_TARGET, generate_site_words(catalogues), check)


if __name__ == "__main__":
    main()
