import ArgumentParser

/// The app's runtime benchmark, as a command.
@main
struct RuntimeBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "RuntimeBenchmark",
    abstract: "Measures the app's runtime goals and prints Markdown tables.",
    discussion: """
      Measures route parse and print for every URL form, deep links to the edit screen of the \
      last item of 10,000 and 100,000-item inventories, list frame time at 10 to 100,000 items, \
      and memory at 100,000 items; then marks each goal met or not met. The report goes to \
      standard output, progress to standard error. Run it in release:

        swift run -c release --package-path Apps/runtime-benchmark RuntimeBenchmark

      It exits non-zero when a scenario goes wrong (a link that does not land on its screen), \
      never because a goal was missed.
      """
  )

  @Flag(
    help: """
      Run tiny sizes with few iterations: checks that every scenario works and lands where it \
      should, in seconds. Judges no goal.
      """)
  var smoke = false

  func run() async throws {
    let plan: Plan = smoke ? .smoke : .full
    let results = try await runBenchmarks(plan, progress: .standardError)
    print(Report(plan: plan, results: results).markdown, terminator: "")
  }
}
