import ArgumentParser

/// `fittoday`: the root command.
struct FitTodayCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fittoday",
            abstract: HelpLanguage.text(
                "Gera seu treino do dia e um site estático com planos e histórico, a partir de um arquivo SQLite.",
                "Composes today's workout and a static site of your plans and history, from one SQLite file."),
            discussion: HelpLanguage.text("""
            Primeiros passos:
              fittoday init --goal hypertrophy --equipment full-gym
              fittoday checkin --focus upper --soreness 2
              fittoday plan generate
              fittoday build                 (o site vai para public/)
              fittoday log --status completed --set "Supino reto com barra:10x60"
              fittoday history

            Todo dia pelo cron: fittoday build --quiet
            Ajuda de cada comando: fittoday <comando> --help

            Opções de todos os comandos, antes ou depois do nome do comando:
              --db ARQUIVO, --config ARQUIVO, --locale pt-BR|en, --verbose, --quiet
            """, """
            First steps:
              fittoday init --goal hypertrophy --equipment full-gym
              fittoday checkin --focus upper --soreness 2
              fittoday plan generate
              fittoday build                 (the site goes to public/)
              fittoday log --status completed --set "Supino reto com barra:10x60"
              fittoday history

            Every morning from cron: fittoday build --quiet
            Help of each command: fittoday <command> --help

            Options every command takes, before or after the command's name:
              --db FILE, --config FILE, --locale pt-BR|en, --verbose, --quiet
            """),
            version: FitTodayVersion.current,
            subcommands: [
                // In the order a person meets them: set up, each day, the site, then bringing data in and out.
                InitCommand.self,
                ProfileCommand.self,
                CheckInCommand.self,
                PlanCommand.self,
                LogCommand.self,
                SessionCommand.self,
                HistoryCommand.self,
                ExerciseCommand.self,
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
}
