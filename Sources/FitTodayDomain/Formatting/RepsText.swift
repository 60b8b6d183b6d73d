/// How a number of repetitions is written: "8", a range "8–12" (an en dash), an AMRAP set "5+".
public enum RepsText {
    public static func format(_ reps: Int, upTo top: Int? = nil, amrap: Bool = false) -> String {
        var text = String(reps)
        if let top, top > reps { text += "–" + String(top) }
        if amrap { text += "+" }
        return text
    }
}
