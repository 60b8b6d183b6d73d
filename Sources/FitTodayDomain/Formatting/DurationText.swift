/// How a length of time is written: minutes of a session or a plan ("45 min"), seconds of rest or of a timed
/// set ("90 s"); the same abbreviations in both languages.
public enum DurationText {
    public static func minutes(_ minutes: Int, _ locale: AppLocale) -> String {
        NumberText.thousands(minutes, locale) + " min"
    }

    public static func seconds(_ seconds: Int, _ locale: AppLocale) -> String {
        NumberText.thousands(seconds, locale) + " s"
    }
}
