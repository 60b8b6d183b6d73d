/// TOML text for the few files FitToday writes itself (`team.toml`, `athlete.toml`).
///
/// Home-made for the same reason as the reader (`TOML`): the files are small, the writer is a page of code beside a
/// reader that already knows the grammar, and a dependency would be kept for that page alone. Every valid case of
/// toml-lang/toml-test's TOML 1.0.0 list is read, written with `document(_:)` and read back to the same values
/// (`TOMLConformanceTests`), so what it writes is what it means.
public enum TOMLText {
    /// A basic string, escaped as the TOML specification says, so a name with quotes, backslashes or control
    /// characters reads back as it was.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A whole document: the root's keys in their order, then each table under a `[header]` and each array of
    /// tables as `[[header]]` sections, so `TOML.parse` reads the same values back.
    public static func document(_ table: TOMLTable) -> String {
        var text = ""
        appendSection(table, path: [], to: &text)
        return text
    }

    /// The keys of `table` that hold values, then its tables and arrays of tables as sections of their own.
    private static func appendSection(_ table: TOMLTable, path: [String], to text: inout String) {
        for (key, value) in table where !isSection(value) {
            text += self.key(key) + " = " + inline(value) + "\n"
        }
        for (key, value) in table {
            let header = (path + [key]).map(self.key).joined(separator: ".")
            switch value {
            case .table(let child):
                if !text.isEmpty { text += "\n" }
                text += "[" + header + "]\n"
                appendSection(child, path: path + [key], to: &text)
            case .array(let elements) where isSection(value):
                for case .table(let element) in elements {
                    if !text.isEmpty { text += "\n" }
                    text += "[[" + header + "]]\n"
                    appendSection(element, path: path + [key], to: &text)
                }
            default:
                break
            }
        }
    }

    /// Tables and non-empty arrays made only of tables are written as sections; everything else after `key = `.
    private static func isSection(_ value: TOMLValue) -> Bool {
        switch value {
        case .table: true
        case .array(let elements): !elements.isEmpty && elements.allSatisfy { $0.table != nil }
        default: false
        }
    }

    /// A value on one line: arrays and tables inside it are written inline (`[1, 2]`, `{ a = 1 }`).
    private static func inline(_ value: TOMLValue) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .integer(let number): String(number)
        // Swift's shortest form that reads back to the same double is valid TOML (`1e+300`, `inf`, `-0.0`).
        case .float(let number): number.isNaN ? "nan" : number.description
        case .boolean(let flag): flag ? "true" : "false"
        // Kept as written, which the reader validated.
        case .dateTime(let text): text
        case .array(let elements): "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .table(let table) where table.isEmpty: "{}"
        case .table(let table):
            "{ " + table.map { key($0.key) + " = " + inline($0.value) }.joined(separator: ", ") + " }"
        }
    }

    /// A bare key when every character may be bare, a quoted one otherwise (an empty key too).
    private static func key(_ name: String) -> String {
        let isBare = !name.isEmpty && name.utf8.allSatisfy(TOMLParser.isBareKey)
        return isBare ? name : quoted(name)
    }
}
