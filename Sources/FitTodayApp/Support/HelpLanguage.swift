import FitTodayDomain

/// The language the commands' help texts are given in. The entry point sets it once, from the command line
/// and the environment, before any command type is asked for its configuration or its options' help.
enum HelpLanguage {
    // Written once at start-up, before parsing and before any task exists; read-only afterwards.
    nonisolated(unsafe) static var current: AppLocale = .default
    /// The width the help is printed at (``TerminalWidth``); set with ``current``.
    nonisolated(unsafe) static var width: Int?

    /// The commands' help texts (`help.*` in the catalogues) in the current language.
    static var words: HelpWords { HelpWords(current) }

    /// A command's discussion as the parser should print it at ``width`` (``HelpText/reflowed(_:width:)``).
    static func reflowed(_ discussion: String) -> String { HelpText.reflowed(discussion, width: width) }
}
