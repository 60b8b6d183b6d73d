extension Words.CountWords {
    /// "1 série", "3 séries", "8.450 séries": the one choice between a count's singular and plural, its thousands
    /// grouped as the locale groups them.
    public func setCount(_ count: Int) -> String { count == 1 ? setOne(count: grouped(count)) : sets(count: grouped(count)) }

    /// "1 treino", "12 treinos".
    public func sessionCount(_ count: Int) -> String { count == 1 ? sessionOne(count: grouped(count)) : sessions(count: grouped(count)) }

    /// "1 plano", "2 planos".
    public func planCount(_ count: Int) -> String { count == 1 ? planOne(count: grouped(count)) : plans(count: grouped(count)) }

    /// "1 check-in", "7 check-ins".
    public func checkInCount(_ count: Int) -> String { count == 1 ? checkInOne(count: grouped(count)) : checkIns(count: grouped(count)) }

    /// "1 exercício", "6 exercícios".
    public func exerciseCount(_ count: Int) -> String { count == 1 ? exerciseOne(count: grouped(count)) : exercises(count: grouped(count)) }

    /// "1 dia", "4 dias".
    public func dayCount(_ count: Int) -> String { count == 1 ? dayOne(count: grouped(count)) : days(count: grouped(count)) }

    private func grouped(_ count: Int) -> String { NumberText.thousands(count, locale) }
}
