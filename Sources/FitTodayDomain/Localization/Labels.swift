// Names of the domain's values as people read them, in each locale.

extension Goal {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .hypertrophy: locale.words.label.goal.hypertrophy
        case .weightLoss: locale.words.label.goal.weightLoss
        case .conditioning: locale.words.label.goal.conditioning
        case .strength: locale.words.label.goal.strength
        case .general: locale.words.label.goal.general
        }
    }
}

extension Equipment {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .bodyweight: locale.words.label.equipment.bodyweight
        case .home: locale.words.label.equipment.home
        case .fullGym: locale.words.label.equipment.fullGym
        }
    }
}

extension ExerciseImplement {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .barbell: locale.words.label.exerciseImplement.barbell
        case .dumbbell: locale.words.label.exerciseImplement.dumbbell
        case .kettlebell: locale.words.label.exerciseImplement.kettlebell
        case .machine: locale.words.label.exerciseImplement.machine
        case .cable: locale.words.label.exerciseImplement.cable
        case .smithMachine: locale.words.label.exerciseImplement.smithMachine
        case .band: locale.words.label.exerciseImplement.band
        case .bodyweight: locale.words.label.exerciseImplement.bodyweight
        }
    }
}

extension FitnessLevel {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .beginner: locale.words.label.fitnessLevel.beginner
        case .intermediate: locale.words.label.fitnessLevel.intermediate
        case .advanced: locale.words.label.fitnessLevel.advanced
        }
    }
}

extension Methodology {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .traditional: locale.words.label.methodology.traditional
        case .circuit: locale.words.label.methodology.circuit
        case .mixed: locale.words.label.methodology.mixed
        }
    }
}

extension HealthCondition {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .knee: locale.words.label.healthCondition.knee
        case .lowerBack: locale.words.label.healthCondition.lowerBack
        case .shoulder: locale.words.label.healthCondition.shoulder
        case .wrist: locale.words.label.healthCondition.wrist
        case .hypertension: locale.words.label.healthCondition.hypertension
        }
    }
}

extension Focus {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .upper: locale.words.label.focus.upper
        case .lower: locale.words.label.focus.lower
        case .fullBody: locale.words.label.focus.fullBody
        case .cardio: locale.words.label.focus.cardio
        case .core: locale.words.label.focus.core
        case .rest: locale.words.label.focus.rest
        }
    }
}

extension MuscleGroup {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .chest: locale.words.label.muscleGroup.chest
        case .back: locale.words.label.muscleGroup.back
        case .legs: locale.words.label.muscleGroup.legs
        case .shoulders: locale.words.label.muscleGroup.shoulders
        case .arms: locale.words.label.muscleGroup.arms
        case .core: locale.words.label.muscleGroup.core
        case .cardio: locale.words.label.muscleGroup.cardio
        }
    }
}

extension Intensity {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .low: locale.words.label.intensity.low
        case .moderate: locale.words.label.intensity.moderate
        case .high: locale.words.label.intensity.high
        }
    }
}

extension PlanSource {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .local: locale.words.label.planSource.local
        case .ai: locale.words.label.planSource.ai
        case .manual: locale.words.label.planSource.manual
        case .program: locale.words.label.planSource.program
        }
    }
}

extension SessionStatus {
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .completed: locale.words.label.sessionStatus.completed
        case .skipped: locale.words.label.sessionStatus.skipped
        }
    }
}

extension FallbackReason {
    /// Why the plan was made locally, in words for the plan page.
    public func label(_ locale: AppLocale) -> String {
        switch self {
        case .missingKey: locale.words.label.fallbackReason.missingKey
        case .network: locale.words.label.fallbackReason.network
        case .timeout: locale.words.label.fallbackReason.timeout
        case .httpError: locale.words.label.fallbackReason.httpError
        case .rateLimited: locale.words.label.fallbackReason.rateLimited
        case .malformedAnswer: locale.words.label.fallbackReason.malformedAnswer
        case .invalidAnswer: locale.words.label.fallbackReason.invalidAnswer
        case .weeklyLimit: locale.words.label.fallbackReason.weeklyLimit
        }
    }
}

extension AppLocale {
    /// What is shown for a value nobody told FitToday (an imported exercise's equipment, level or muscle
    /// group), instead of a default that would be wrong.
    public var notInformed: String { words.label.appLocale.notInformed }
}
