/// How a length of time is written: minutes of a session or a plan ("45 min"), seconds of rest or of a timed
/// set ("90 s"); the same abbreviations in both languages.
public enum DurationText {
    public static func minutes(_ minutes: Int, _ locale: AppLocale) -> String {
        NumberText.thousands(minutes, locale) + " min"
    }

    public static func seconds(_ seconds: Int, _ locale: AppLocale) -> String {
        NumberText.thousands(seconds, locale) + " s"
    }

    /// A timed set's length: "30 s", or whole minutes from two on ("4 min").
    public static func timedSet(_ seconds: Int, _ locale: AppLocale) -> String {
        seconds >= 120 && seconds % 60 == 0 ? minutes(seconds / 60, locale) : self.seconds(seconds, locale)
    }
}
