import FitTodayDomain
import FitTodayTemplates

/// The few site words that name the unit of loads, for a person who lifts in pounds. Kept by hand beside the
/// generated ``SiteWord``: which words name the unit is a fact about their meaning, not about the catalogue.
extension SiteWord {
    /// Every word of `locale` as the `t` object of the templates, naming pounds where a word names the unit.
    static func table(_ locale: AppLocale, unit: WeightUnit) -> TemplateValue {
        guard unit == .lb else { return table(locale) }
        return .object(TemplateObject(Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, TemplateValue.string($0.text(locale, unit: unit))) })))
    }

    /// The word in `locale`, naming pounds rather than kilograms where it names the unit.
    func text(_ locale: AppLocale, unit: WeightUnit) -> String {
        guard unit == .lb else { return text(locale) }
        let pounds = locale.words.site.pounds
        switch self {
        case .kg: return pounds.lb
        case .kgDone: return pounds.lbDone
        case .sheetHint: return pounds.sheetHint
        case .volumeTable: return pounds.volumeTable
        case .bestSessionVolume: return pounds.bestSessionVolume
        default: return text(locale)
        }
    }
}
