import Composer
import PushCore
import TermUI
import Testing

/// A status message wider than the bar keeps its beginning and is cut at the end with "…";
/// F1 shows it whole.
@Suite struct StatusElisionTests {
  static let message =
    "No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, or "
    + "run with --access-token TOKEN (or FCM_ACCESS_TOKEN) to send with a token you have"

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func aLongMessageIsCutAtItsEnd(size: Size) {
    var state = ScreenFixtures.sample(size)
    state.status = StatusMessage(Self.message, .error)
    let (buffer, _) = ScreenFixtures.render(state)
    let bar = buffer.lines[size.height - 2]
    #expect(bar.contains("No credentials: set GOOGLE"), "the beginning stays: \(bar)")
    #expect(bar.contains("…"))
    #expect(bar.hasPrefix(" Spring sa"), "the draft title keeps its place: \(bar)")
  }

  @Test func helpShowsTheWholeMessage() {
    var state = ScreenFixtures.sample(Size(width: 120, height: 40))
    state.status = StatusMessage(Self.message, .error)
    _ = Reducer.reduce(&state, .command(.help))
    let (buffer, _) = ScreenFixtures.render(state)
    // Wrapped inside the popup: its beginning and its end both show.
    #expect(buffer.find("No credentials: set GOOGLE_APPLICATION_CREDENTIALS") != nil)
    #expect(buffer.find("token you have") != nil)
  }
}
