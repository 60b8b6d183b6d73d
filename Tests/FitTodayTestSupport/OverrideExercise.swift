/// The example exercise of one's own that the tests put in a `content/` folder: a bodyweight row the built-in
/// library does not have ("Remada na árvore"), to add, rename, translate and remove an exercise with one file.
/// Shared by the test targets that need it, so the file is written in one place.
public enum OverrideExercise {
    public static let id = "remada-na-arvore"
    public static let name = "Remada na árvore"
    /// Where the file goes inside a content folder.
    public static let path = "exercises/remada-na-arvore.md"

    /// The file in Portuguese only, its exercise called `name`.
    public static func portuguese(name: String = OverrideExercise.name) -> String {
        """
        +++
        id = "\(id)"
        name = "\(name)"
        \(facts)
        +++
        Segure um galho firme e puxe o peito até ele.

        """
    }

    /// The file in English only: an English name and an English text, no Portuguese.
    public static let englishOnly = """
        +++
        id = "\(id)"
        name_en = "Tree row"
        \(facts)
        +++

        +++ en
        Grab a sturdy branch and pull your chest to it.

        """

    private static let facts = """
        muscle_group = "back"
        equipment = "bodyweight"
        level = "beginner"
        role = "secondary"
        pattern = "horizontal-pull"
        """
}
