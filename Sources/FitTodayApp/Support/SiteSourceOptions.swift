import ArgumentParser

/// Where a build takes its images and the address its pages are served from: `build` and `team build` alike.
struct SiteSourceOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(HelpLanguage.words.build.offline))
    var offline = false

    @Option(name: .customLong("image-source"), help: ArgumentHelp(HelpLanguage.words.build.imageSource))
    var imageSource: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(HelpLanguage.words.build.baseURL))
    var baseURL: String?
}
