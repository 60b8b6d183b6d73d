import FitTodayApp

// The whole command line lives in FitTodayApp (docs/architecture.md).
await EntryPoint.main()
