import Foundation
import PushCore

/// `doctor`'s last check: whether the FCM Data API answers for the project (one page of one
/// Android app's delivery data). It never changes doctor's verdict: sending works without it.
enum DataAPIProbe {
  /// The step, or a skipped one when the FCM endpoint is not Google's and no Data API
  /// endpoint was given (an emulator or proxy: production must not be contacted then).
  static func step(
    _ setup: ReportSetup, app: String?, fcmEndpoint: String, transport: any HTTPTransport
  ) async -> DoctorReport.Step {
    let title = "Data API"
    let env = setup.resolver.context.environment
    let given = setup.dataEndpoint ?? env[ReportAPI.data.environmentVariable]
    if !ReportAPI.mayAskDataAPI(given: given, fcmEndpoint: fcmEndpoint) {
      return .init(
        title, .skipped,
        "not checked: the FCM endpoint is not Google's; pass --data-endpoint URL to check one")
    }
    do {
      let source = try await setup.source(transport: transport)
      var note = ""
      let chosen: String
      switch try await source.chooseApp(app) {
      case .app(let id): chosen = id
      case .several(let apps):
        chosen = apps[0].appID
        note = ", the first of \(apps.count) Android apps"
      }
      let some = try await source.data.probe(app: chosen)
      return .init(
        title, .ok,
        "answers for \(source.project) (app \(chosen)\(note)): "
          + (some ? "delivery data found" : "no delivery data yet")
          + "; `fcm-compose report` shows it")
    } catch let failure as ReportSetup.Failure {
      return .init(title, .warning, failure.description)
    } catch let error as ReportError {
      return .init(title, .warning, error.description)
    } catch {
      return .init(title, .warning, "\(error)")
    }
  }
}
