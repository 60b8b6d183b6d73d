/// What a gym that counts in pounds has, for a person who trains in pounds (`[units] weight = "lb"`): the loads
/// the program engine and today's targets round to. The kilogram settings of `[equipment]` do not apply then.
///
/// A program's steps written in kilograms map to pounds at two pounds a kilogram (1.25 kg → 2.5 lb, 2.5 kg →
/// 5 lb, 5 kg → 10 lb): the usual pound increments, a little heavier than the kilograms they stand for.
public enum PoundGym {
    /// The empty bar.
    public static let barLb = 45.0
    /// The plates, heaviest first (any number of each).
    public static let platesLb: [Double] = [45, 35, 25, 10, 5, 2.5]
    /// The step of an upper-body barbell lift, of a dumbbell, and of a machine's stack.
    public static let upperStepLb = 5.0
    /// The step of a lower-body barbell lift (squat, deadlift).
    public static let lowerStepLb = 10.0

    /// A program's step in kilograms as its pound step: two pounds a kilogram.
    public static func poundStep(ofKilograms kilograms: Double) -> Double { kilograms * 2 }
}
