/// How an RPE (rate of perceived exertion, 1–10) is written: as logged, in the locale's decimals ("8,5", "8.5").
public enum RPEText {
    public static func format(_ rpe: Double, _ locale: AppLocale) -> String {
        NumberText.decimal(rpe, fractionDigits: 2, locale)
    }
}
