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
          fittoday plan generate
          fittoday build                 (o site vai para public/; abra public/index.html)
          fittoday log --status completed --set "Supino reto com barra:10x60"
          fittoday history

        Todo dia pelo cron: fittoday build --quiet

        Opções comuns a todos os comandos: --db ARQUIVO, --config ARQUIVO, --locale pt-BR|en, --verbose, --quiet.
        """,
        subcommands: [
            // In the order a person meets them: set up, each day, the site, then bringing data in and out.
            InitCommand.self,
            ProfileCommand.self,
            CheckInCommand.self,
            PlanCommand.self,
            LogCommand.self,
            SessionCommand.self,
            HistoryCommand.self,
            BuildCommand.self,
            ServeCommand.self,
            ImagesCommand.self,
            ImportCommand.self,
            ExportCommand.self,
            BackupCommand.self,
            DevCommand.self,
        ]
    )
}
