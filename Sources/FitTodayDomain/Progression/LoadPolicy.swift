/// The one load policy: how much a lift grows after a success, what a load is rounded to, and the lightest load
/// there is. A program (``ProgramEngine``) and a composed or own plan (``LoadPrescriber``) both ask it, so a lift
/// steps and rounds the same whichever plan it is in.
///
/// - The step goes by implement and body region: a lower-body barbell lift (the deadlift included, which the
///   library files under the back) +5 kg, an upper-body one +2.5 kg, a dumbbell one dumbbell step, anything else
///   one machine step (`machine_step_kg`). In pounds, a pound gym's steps (``PoundGym``).
/// - A load is rounded to what the person owns: their plates on the bar (`plates_kg`), else pairs of the smallest
///   (`barbell_increment_kg`); the dumbbell step; the machine's step. A tie goes up.
/// - Nothing is lighter than the empty bar for a barbell, or one step for anything else.
///
/// A step smaller than the plates allow is kept exact by whoever holds the lift's weight (a program's state); only
/// the load shown goes through ``load(_:for:)``, so two +1.25 kg steps make one +2.5 kg on the bar.
public struct LoadPolicy: Sendable {
    public let settings: LoadSettings
    private let plates: PlateMath

    public init(settings: LoadSettings) {
        self.settings = settings
        plates = PlateMath(barKg: settings.platesInUnit.bar, platesKg: settings.platesInUnit.plates)
    }

    /// What a lift is loaded with and where it works. The deadlift's name says no bar ("Levantamento terra"), yet a
    /// gym's deadlift is a barbell lift, and a lower-body one.
    static func facts(of exercise: Exercise?) -> ExerciseFacts {
        guard let exercise else { return ExerciseFacts(implement: .other, isLowerBody: false, isLoadable: true) }
        let words = exercise.nameWords
        let hinge = words.contains("terra") || words.contains("deadlift")
        var implement = LoadImplement(exercise: exercise)
        if implement == .other, exercise.equipment == .fullGym, hinge, exercise.muscleGroup != .legs { implement = .barbell }
        return ExerciseFacts(implement: implement, isLowerBody: exercise.muscleGroup == .legs || hinge, isLoadable: exercise.equipment != .bodyweight)
    }

    /// The step of `exercise` in kilograms: a program's own step as written (in pounds at two pounds a kilogram),
    /// or the automatic one by implement and body region.
    public func step(_ step: ProgressionStep, for exercise: Exercise?) -> Double {
        self.step(step, facts: Self.facts(of: exercise))
    }

    func step(_ step: ProgressionStep, facts: ExerciseFacts) -> Double {
        let lowerBarbell = facts.implement == .barbell && facts.isLowerBody
        if settings.unit == .lb {
            switch step {
            case let .kilograms(kg): return WeightUnit.lb.kilograms(PoundGym.poundStep(ofKilograms: kg))
            case .automatic: return WeightUnit.lb.kilograms(lowerBarbell ? PoundGym.lowerStepLb : PoundGym.upperStepLb)
            }
        }
        switch step {
        case let .kilograms(kg): return kg
        case .automatic:
            switch facts.implement {
            case .barbell: return lowerBarbell ? 5 : 2.5
            case .dumbbell: return settings.dumbbellStepKg
            case .other: return settings.machineStepKg
            }
        }
    }

    /// The load shown for an exact weight: rounded to what the person can load, never under ``minimumLoad(for:)``.
    /// In pounds, to a pound gym's plates and steps, the result still in kilograms.
    public func load(_ kilograms: Double, for implement: LoadImplement) -> Double {
        if settings.unit == .lb {
            let pounds = WeightUnit.lb.value(fromKilograms: kilograms)
            let rounded = implement == .barbell
                ? plates.nearestLoad(to: pounds) : max(LoadRounding.nearest(pounds, step: PoundGym.upperStepLb), PoundGym.upperStepLb)
            return WeightUnit.lb.kilograms(rounded)
        }
        switch implement {
        case .barbell:
            if settings.platesKg != nil { return plates.nearestLoad(to: kilograms) }
            return max(LoadRounding.nearest(kilograms, step: settings.barbellIncrementKg), settings.barKg)
        case .dumbbell:
            return max(LoadRounding.nearest(kilograms, step: settings.dumbbellStepKg), settings.dumbbellStepKg)
        case .other:
            return max(LoadRounding.nearest(kilograms, step: settings.machineStepKg), settings.machineStepKg)
        }
    }

    /// The lightest load there is: the empty bar for a barbell, one step (the lightest dumbbell, the stack's first
    /// pin) for anything else.
    public func minimumLoad(for implement: LoadImplement) -> Double {
        if settings.unit == .lb {
            return WeightUnit.lb.kilograms(implement == .barbell ? PoundGym.barLb : PoundGym.upperStepLb)
        }
        switch implement {
        case .barbell: return settings.barKg
        case .dumbbell: return settings.dumbbellStepKg
        case .other: return settings.machineStepKg
        }
    }

    /// The plates on each side of a barbell load, in kilograms, from the plates of the person's unit.
    public func platesPerSide(_ load: Double) -> [Double] {
        let unit = settings.unit
        return plates.platesPerSide(for: unit.value(fromKilograms: load)).map { unit.kilograms($0) }
    }
}
