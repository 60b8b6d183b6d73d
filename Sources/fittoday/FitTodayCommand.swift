import ArgumentParser

/// `fittoday`: the root command.
struct FitTodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fittoday",
        abstract: "Gera seu treino do dia e um site estático com planos e histórico, a partir de um arquivo SQLite.",
        discussion: """
        Primeiros passos:
          fittoday init --goal hypertrophy --equipment full-gym
          fittoday checkin --focus upper --soreness 2
          fittoday log --status completed --set "Supino reto:10x60" --set "Supino reto:8x65"
          fittoday history

        Opções comuns a todos os comandos: --db ARQUIVO, --config ARQUIVO, --locale pt-BR|en, --verbose, --quiet.
        """,
        subcommands: [
            InitCommand.self,
            ProfileCommand.self,
            CheckInCommand.self,
            PlanCommand.self,
            LogCommand.self,
            ImportCommand.self,
            ImagesCommand.self,
            ExportCommand.self,
            BackupCommand.self,
            HistoryCommand.self,
            DevCommand.self,
            BuildCommand.self,
            ServeCommand.self,
        ]
    )
}
