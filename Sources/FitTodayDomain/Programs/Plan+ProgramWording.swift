extension Plan {
    /// A program day's name: the program's and the day's ("GZCLP · A1"), within the bounds of a plan's name.
    static func programDayName(program: String, day: String) -> String {
        let name = String("\(program) · \(day)".prefix(PlanRules.nameLength.upperBound))
        return name.count < 3 ? name + " · " : name
    }

    /// The plan as `locale` words it. A program day is stored with the words of the language it was planned in
    /// ("Ciclo 1, semana 1, dia B"); its position is stored too, so it is worded again here, at display:
    /// the description from the position, and, with `program` (the day's program as read in `locale`), the day's
    /// and the program's names. Any other plan, and a program day whose program is gone or changed shape, keeps
    /// what was stored.
    public func worded(_ locale: AppLocale, program: Program?) -> Plan {
        guard let link = self.program else { return self }
        var position = link.position
        var shown = self
        if let program, program.id == link.programID, program.weeks.indices.contains(position.week - 1),
           program.weeks[position.week - 1].days.indices.contains(position.day - 1) {
            position.dayName = program.weeks[position.week - 1].days[position.day - 1].name
            shown.name = Self.programDayName(program: program.name, day: position.dayName)
        }
        shown.program?.position.dayName = position.dayName
        shown.description = locale.words.domain.followProgram.position(cycle: position.cycle, week: position.week, day: position.dayName)
        return shown
    }
}
