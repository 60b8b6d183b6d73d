import FitTodayDomain
import Foundation

/// The library's search index, shipped as a plain script that assigns `window.FitTodayLibraryIndex`: a
/// `<script src>` loads from `file://` with no request the browser could refuse, where `fetch` of a JSON file
/// cannot. `library-search.js` reads it on the library pages, the only ones that load it.
enum LibrarySearchIndex {
    struct Option: Encodable {
        var slug: String
        var name: String
    }

    struct Entry: Encodable {
        /// The exercise's name as shown; the script folds case and accents itself, the same way for the query.
        var name: String
        var group: String
        var equipment: String
        /// Paths from the site's root; each page prefixes its own `../`.
        var href: String
        var thumb: String?
        /// The thumbnail's 2x rendition, when the build made renditions: the screen's srcset and the picture printed.
        var thumb2x: String?
    }

    struct Index: Encodable {
        var words: [String: String]
        var groups: [Option]
        var equipment: [Option]
        var exercises: [Entry]
    }

    /// The script's bytes: the same library, images and locale give the same bytes (keys sorted, fixed order).
    static func script(exercises: [Exercise], images: [String: String], locale: AppLocale) -> [UInt8] {
        let groups = LibraryGroups.of(exercises)
        let context = PageContext(locale: locale, images: images, exercisesByID: [:], markdown: MarkdownRenderer())
        let usedEquipment = Set(exercises.map { equipmentSlug($0.equipment) })
        let equipment = (Equipment.allCases.map(Optional.some) + [nil]).filter { usedEquipment.contains(equipmentSlug($0)) }
        let words: [SiteWord] = [.searchLabel, .muscleGroup, .equipment, .allGroups, .allEquipment, .searchFound, .searchNone, .searchHint]
        let index = Index(
            words: Dictionary(uniqueKeysWithValues: words.map { ($0.rawValue, $0.text(locale)) }),
            groups: groups.map { Option(slug: LibraryGroups.slug($0.group), name: LibraryGroups.name($0.group, context: context)) },
            equipment: equipment.map { Option(slug: equipmentSlug($0), name: $0?.label(locale) ?? locale.notInformed) },
            exercises: groups.flatMap { entry in
                entry.exercises.map { exercise in
                    // The thumbnail's 1x and 2x renditions when the build made them (issue 43), else the original.
                    let path = exercise.images.first { images[$0] != nil }
                    let one = path.flatMap { images[SiteImages.renditionKey($0, place: .thumb, density: 1)] }
                    let two = path.flatMap { images[SiteImages.renditionKey($0, place: .thumb, density: 2)] }
                    return Entry(name: exercise.name, group: LibraryGroups.slug(entry.group), equipment: equipmentSlug(exercise.equipment),
                                 href: SitePaths.exercise(exercise.id), thumb: one ?? path.flatMap { images[$0] }, thumb2x: one == nil ? nil : two)
                }
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        let json = (try? encoder.encode(index)) ?? Data("{}".utf8)
        return Array("window.FitTodayLibraryIndex = ".utf8) + Array(json) + Array(";\n".utf8)
    }

    static func equipmentSlug(_ equipment: Equipment?) -> String { equipment?.rawValue ?? "unknown" }
}
