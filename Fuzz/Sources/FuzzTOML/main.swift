import FitTodayData
import FitTodayDomain
import FitTodayTOML
import Foundation
import FuzzSupport

/// The TOML reader, three ways: a document, the front matter of a content file, and `fittoday.toml` (the reader
/// of the configuration's values on top). An error points at a line and a column and has a message; the same
/// text always gives the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = Fuzz.text(start, count)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count

    do {
        let table = try TOML.parse(text)
        Fuzz.check((try? TOML.parse(text)) == table, "the same TOML gave two tables")
    } catch {
        check(error, lines: lines)
    }

    do {
        let split = try TOMLFrontMatter.split(text)
        Fuzz.check((try? TOMLFrontMatter.split(text)) == split, "the same file split two ways")
        if let split { Fuzz.check(split.bodyStartLine >= 2 && split.bodyStartLine <= lines + 1, "a body starting at line \(split.bodyStartLine)") }
    } catch {
        check(error, lines: lines)
    }

    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for locale in [AppLocale.ptBR, .en] {
        do {
            let configuration = try AppConfiguration.parse(text, relativeTo: folder, locale: locale)
            Fuzz.check((try? AppConfiguration.parse(text, relativeTo: folder, locale: locale)) == configuration,
                       "the same fittoday.toml gave two configurations")
        } catch {
            Fuzz.checkMessage(error)
        }
    }
    return 0
}

/// A TOML error points inside the text and says what is wrong, in both languages.
func check(_ error: TOMLParseError, lines: Int) {
    Fuzz.check(error.line >= 1 && error.line <= lines + 1 && error.column >= 1, "an error at \(error.line):\(error.column) of \(lines) lines")
    for locale in [AppLocale.ptBR, .en] { Fuzz.checkText(error.message(locale), what: "the TOML error \(error)") }
}
