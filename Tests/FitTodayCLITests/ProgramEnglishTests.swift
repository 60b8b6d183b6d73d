import Foundation
import Testing

/// Someone who chose English reads every lift of a program in English, though the program file names them in
/// Portuguese (issue 29).
@Suite struct ProgramEnglishTests {
    @Test func anEnglishLifterReadsTheLiftsInEnglish() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en", "--units", "lb"]).exitCode == 0)
        let started = try cli.run(["program", "start", "531-bbb", "--tm", "Barbell back squat=225", "--tm", "Barbell bench press=185",
                                   "--tm", "Deadlift=275", "--tm", "Overhead press=115"])
        #expect(started.exitCode == 0, "\(started.stderr)")
        let status = try cli.run(["program", "status"])
        #expect(status.exitCode == 0)
        for english in ["Overhead press: TM 115 lb", "Deadlift: TM 275 lb", "Barbell bench press: TM 185 lb", "Barbell back squat: TM 225 lb"] {
            #expect(status.stdout.contains(english), "\(status.stdout)")
        }
        for portuguese in ["Agachamento livre com barra", "Supino reto com barra", "Desenvolvimento militar com barra", "Levantamento terra"] {
            #expect(!status.stdout.contains(portuguese), "\(status.stdout)")
        }
    }
}
