import FitTodayDomain
import Foundation

/// Asks a multiple-choice question on the terminal, numbered, until a valid answer comes.
struct OnboardingPrompt {
    let locale: AppLocale

    func choose<T: SlugValue>(_ type: T.Type, question: String, label: (T) -> String) throws(FitTodayError) -> T {
        let options = Array(T.allCases)
        while true {
            var text = question + "\n"
            for (index, option) in options.enumerated() { text += "  \(index + 1)) \(label(option))\n" }
            text += locale.words.cli.onboardingPrompt.typeNumber
            FileHandle.standardOutput.write(Data(text.utf8))
            guard let answer = readLine() else { throw .missingOption(option: T.optionName) }
            let trimmed = answer.trimmingCharacters(in: .whitespaces)
            if let number = Int(trimmed), (1...options.count).contains(number) { return options[number - 1] }
            if let value = try? T.parse(trimmed) { return value }
            FileHandle.standardOutput.write(Data(locale.words.cli.onboardingPrompt.notUnderstood.utf8))
        }
    }

    /// Asks for a weight in kilograms ("100", "62,5") until one between 1 and 500 comes; `option` names the flag
    /// that gives it in scripts, for when the input ends.
    func kilograms(question: String, option: String) throws(FitTodayError) -> Double {
        while true {
            FileHandle.standardOutput.write(Data((question + " ").utf8))
            guard let answer = readLine() else { throw .missingOption(option: option) }
            let text = answer.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            if let value = Double(text), value >= 1, value <= PlanRules.typedWeightKg.upperBound { return value }
            FileHandle.standardOutput.write(Data(locale.words.cli.onboardingPrompt.notUnderstood.utf8))
        }
    }
}
