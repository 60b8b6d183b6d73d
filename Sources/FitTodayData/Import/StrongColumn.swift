import Foundation

/// A column of a Strong export, whatever language the app wrote its name in.
///
/// Strong names its columns in the app's language (a German export starts `Datum,Workout-Name,Dauer,Name der
/// Übung,Reihenfolge festlegen,...`). ``names`` lists the spellings known per column, compared after
/// ``StrongColumn/normalized(_:)``: case, accents and punctuation ignored, a unit in parentheses set aside.
/// To teach FitToday a new translation, add it here; a file whose names are still unknown is read by its
/// shape instead (see ``WorkoutCSVLayout``).
enum StrongColumn: CaseIterable, Sendable {
    case workoutNumber
    case date
    case workoutName
    case duration
    case exerciseName
    case setOrder
    case weight
    case weightUnit
    case reps
    case rpe
    case distance
    case distanceUnit
    case seconds
    case notes
    case workoutNotes

    /// Normalized names, in English, Portuguese, Spanish, French, German, Italian, Dutch, Russian, Turkish,
    /// Polish, Japanese, Chinese and Korean (some languages with more than one wording across app versions).
    var names: [String] {
        switch self {
        case .workoutNumber:
            ["workout #", "treino #", "entrenamiento #", "entrainement #", "allenamento #", "training #", "тренировка #",
             "antrenman #", "trening #", "ワークアウト #", "训练 #", "운동 #", "workout nr", "workout no"]
        case .date:
            ["date", "data", "fecha", "datum", "дата", "tarih", "日付", "日期", "날짜", "start time", "datum en tijd"]
        case .workoutName:
            ["workout name", "nome do treino", "nome do workout", "nombre del entrenamiento", "nombre de entrenamiento",
             "nom de l entrainement", "nom de la seance", "nom du workout", "workoutname", "trainingsname",
             "nome allenamento", "nome dell allenamento", "naam training", "trainingsnaam", "workoutnaam",
             "название тренировки", "antrenman adi", "nazwa treningu", "ワークアウト名", "训练名称", "锻炼名称",
             "운동 이름", "워크아웃 이름"]
        case .duration:
            ["duration", "workout duration", "duracao", "duracao do treino", "duracion", "duracion del entrenamiento",
             "duree", "duree de l entrainement", "dauer", "workout dauer", "trainingsdauer", "durata",
             "durata allenamento", "duur", "duur training", "продолжительность", "длительность",
             "продолжительность тренировки", "sure", "antrenman suresi", "czas trwania", "czas treningu", "所要時間",
             "時間", "时长", "持续时间", "训练时长", "시간", "소요 시간", "운동 시간"]
        case .exerciseName:
            ["exercise name", "nome do exercicio", "exercicio", "nombre del ejercicio", "ejercicio", "nom de l exercice",
             "exercice", "name der ubung", "ubung", "ubungsname", "nome esercizio", "nome dell esercizio", "esercizio",
             "naam oefening", "oefeningnaam", "oefening", "название упражнения", "упражнение", "egzersiz adi", "egzersiz",
             "nazwa cwiczenia", "cwiczenie", "エクササイズ名", "種目名", "种目名", "练习名称", "动作名称", "운동명",
             "운동 종목", "종목 이름", "종목"]
        case .setOrder:
            ["set order", "ordem da serie", "ordem das series", "ordem do set", "orden de serie", "orden de la serie",
             "orden de series", "ordre de la serie", "ordre des series", "ordre de serie", "reihenfolge festlegen",
             "satzreihenfolge", "satz reihenfolge", "ordine serie", "ordine delle serie", "set volgorde", "setvolgorde",
             "volgorde sets", "порядок подходов", "порядок подхода", "set sirasi", "kolejnosc serii", "セット順",
             "セットの順番", "组顺序", "组序", "세트 순서"]
        case .weight:
            ["weight", "peso", "poids", "gewicht", "вес", "agirlik", "ciezar", "waga", "重量", "무게", "중량"]
        case .weightUnit:
            ["weight unit", "unidade de peso", "unidad de peso", "unite de poids", "gewichtseinheit", "unita di peso",
             "gewichtseenheid", "единица веса", "agirlik birimi", "jednostka wagi", "jednostka ciezaru", "重量単位",
             "重量单位", "무게 단위"]
        case .reps:
            ["reps", "repeticoes", "repeticiones", "repetitions", "rep", "wiederh", "wiederholungen", "ripetizioni", "rip",
             "herhalingen", "herh", "повторения", "повт", "повторы", "tekrar", "tekrarlar", "powtorzenia", "powt",
             "レップ", "レップ数", "回数", "次数", "重复次数", "반복", "횟수", "반복 횟수"]
        case .rpe:
            ["rpe"]
        case .distance:
            ["distance", "distancia", "entfernung", "distanz", "distanza", "afstand", "расстояние", "дистанция", "mesafe",
             "dystans", "odleglosc", "距離", "距离", "거리"]
        case .distanceUnit:
            ["distance unit", "unidade de distancia", "unidad de distancia", "unite de distance", "entfernungseinheit",
             "unita di distanza", "afstandseenheid", "единица расстояния", "mesafe birimi", "jednostka dystansu",
             "距離単位", "距离单位", "거리 단위"]
        case .seconds:
            ["seconds", "segundos", "secondes", "sekunden", "secondi", "seconden", "секунды", "секунд", "saniye", "sekundy",
             "秒", "秒数", "초"]
        case .notes:
            ["notes", "notas", "notizen", "note", "notities", "заметки", "примечания", "notlar", "notatki", "メモ", "备注",
             "笔记", "메모"]
        case .workoutNotes:
            ["workout notes", "notas do treino", "notas del entrenamiento", "notes de l entrainement",
             "notes d entrainement", "notes de seance", "workout notizen", "trainingsnotizen", "note allenamento",
             "note dell allenamento", "trainingsnotities", "workoutnotities", "notities training",
             "заметки к тренировке", "заметки тренировки", "antrenman notlari", "notatki z treningu",
             "notatki treningu", "ワークアウトメモ", "训练备注", "训练笔记", "운동 메모"]
        }
    }

    /// Every known name, normalized, to its column.
    static let byName: [String: StrongColumn] = {
        var table: [String: StrongColumn] = [:]
        for column in allCases {
            for name in column.names { table[normalized(name).name] = column }
        }
        return table
    }()

    /// The column a header cell names, with the unit its parentheses carry (`Weight (kg)`, `Distance (meters)`,
    /// `Duration (sec)`) or that it is (`kg`, `lbs`, `km`, `mi` in the 2016–2019 layouts).
    static func identify(_ cell: String) -> (column: StrongColumn, unit: String?)? {
        let (name, unit) = normalized(cell)
        if let column = byName[name] { return (column, unit) }
        switch name {
        case "kg", "kgs", "lb", "lbs": return (.weight, name)
        case "km", "mi", "miles", "m", "meters": return (.distance, name)
        default: return nil
        }
    }

    /// Lowercase, no accents, punctuation other than `#` read as spaces, single spaces; a trailing
    /// `(unit)` is taken out and returned apart, lowercased.
    static func normalized(_ cell: String) -> (name: String, unit: String?) {
        var text = cell.trimmingCharacters(in: .whitespacesAndNewlines)
        var unit: String?
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            unit = text[text.index(after: open)..<text.index(before: text.endIndex)]
                .trimmingCharacters(in: .whitespaces).lowercased()
            text = String(text[..<open])
        }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var result = ""
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            // Folding leaves a few letters as they are (ß, ł, ı): spell them the ASCII way.
            let replacement: String? = switch scalar {
            case "ß": "ss"
            case "ł": "l"
            case "ı": "i"
            default: nil
            }
            if let replacement {
                if pendingSpace, !result.isEmpty { result += " " }
                pendingSpace = false
                result += replacement
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "#" {
                if pendingSpace, !result.isEmpty { result += " " }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return (result, unit)
    }
}
