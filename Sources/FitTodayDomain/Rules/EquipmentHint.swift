/// The equipment an exercise name gives in parentheses, the way Strong and Hevy write it (`Bench Press
/// (Barbell)`, `Bankdrücken (Langhantel)`, `Жим лёжа (Штанга)`), read as the minimum setting it needs.
///
/// Words compare after ``ExerciseNameKey/looseKey(for:)``. A word that means different things in different
/// languages (Dutch `halter` is a dumbbell, Turkish `halter` a barbell) is left out rather than guessed.
public enum EquipmentHint {
    /// Each app's equipment word and its translations (English, Portuguese, Spanish, French, German, Italian,
    /// Dutch, Russian, Turkish, Polish, Japanese, Chinese, Korean) with the setting it needs.
    static let words: [String: Equipment] = {
        let fullGym = [
            // Barbell
            "barbell", "barra", "barre", "langhantel", "bilanciere", "lange halter", "штанга", "sztanga", "バーベル", "杠铃", "바벨",
            // Machine
            "machine", "maquina", "maschine", "macchina", "тренажер", "makine", "maszyna", "マシン", "器械", "机器", "머신",
            // Cable
            "cable", "cabo", "polia", "polea", "poulie", "kabel", "kabelzug", "cavo", "блок", "трос", "kablo", "wyciag",
            "ケーブル", "绳索", "拉力器", "케이블",
            // Smith machine
            "smith machine", "smith", "maquina smith", "multipower", "multipresse", "smith maschine", "машина смита",
            "смит", "smith makinesi", "suwnica smitha", "スミスマシン", "史密斯机", "스미스 머신",
            // Assisted (machine-assisted pull-ups and dips)
            "assisted", "assistido", "asistido", "assiste", "unterstutzt", "assistiert", "assistito", "geassisteerd",
            "с поддержкой", "гравитрон", "destekli", "wspomagane", "アシスト", "辅助", "어시스트",
        ]
        let home = [
            // Dumbbell
            "dumbbell", "halteres", "halteres", "mancuerna", "mancuernas", "haltere", "halteres", "kurzhantel", "manubri",
            "manubrio", "гантели", "гантель", "dambil", "hantle", "hantla", "ダンベル", "哑铃", "덤벨",
            // Band
            "band", "elastico", "faixa", "banda", "liga", "bande", "elastique", "widerstandsband", "weerstandsband",
            "резинка", "лента", "эспандер", "bant", "guma", "tasma", "バンド", "弹力带", "밴드",
            // Kettlebell
            "kettlebell", "pesa rusa", "kugelhantel", "гиря", "ケトルベル", "壶铃", "케틀벨",
        ]
        let bodyweight = [
            "bodyweight", "body weight", "peso corporal", "poids du corps", "korpergewicht", "corpo libero", "peso corporeo",
            "lichaamsgewicht", "собственный вес", "vucut agirligi", "masa ciala", "自重", "맨몸",
        ]
        var table: [String: Equipment] = [:]
        for (words, setting) in [(fullGym, Equipment.fullGym), (home, .home), (bodyweight, .bodyweight)] {
            for word in words { table[ExerciseNameKey.looseKey(for: word)] = setting }
        }
        return table
    }()

    /// The setting named in the last parentheses of `name`, or nil when there are none or the words are
    /// not known. `Triceps Pushdown (Cable - Straight Bar)` reads `Cable`.
    public static func equipment(in name: String) -> Equipment? {
        guard let open = name.lastIndex(of: "("), let close = name[open...].firstIndex(of: ")") else { return nil }
        let inside = ExerciseNameKey.looseKey(for: String(name[name.index(after: open)..<close]))
        if let whole = words[inside] { return whole }
        // `Cable - Straight Bar`, `Barbell, Wide Grip`: the first part names the equipment.
        let parts = name[name.index(after: open)..<close].split(whereSeparator: { "-,/–".contains($0) })
        guard let first = parts.first else { return nil }
        return words[ExerciseNameKey.looseKey(for: String(first))]
    }

    /// `name` without its parentheses, for comparing exercises whatever equipment they name.
    public static func baseName(of name: String) -> String {
        guard let open = name.firstIndex(of: "(") else { return name }
        return String(name[..<open])
    }
}
