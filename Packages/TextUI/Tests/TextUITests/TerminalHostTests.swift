import CustomDump
import Glibc
import Testing

@testable import TextUI

/// `TerminalHost` on a pseudo-terminal. Serialized: the host changes process-wide state (signal
/// handling) while it runs.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TerminalHostTests {
  @Test func ctrlDQuitsAndRestoresTheTerminal() async throws {
    // Given a host drawing on a terminal
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let before = pty.settings()
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      Text("Hello")
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: "Hello"))
    #expect(pty.settings() != before)

    // When the user presses Ctrl-D
    pty.type("\u{4}")
    try await run.value

    // Then the terminal is as it was, back on its main screen with the cursor shown
    expectNoDifference(pty.settings(), before)
    #expect(await pty.output(contains: "\u{1B}[?25h\u{1B}[?1049l"))
    await pty.close()
  }
}
