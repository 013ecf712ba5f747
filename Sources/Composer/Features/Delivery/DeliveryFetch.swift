import Config
import Foundation
import PushCore

/// Reads a project's delivery data for the history screen, with the profile's credentials
/// (asked for with the cloud-platform scope) and Android app, as `fcm-compose report` does.
enum DeliveryFetch {
  static func run(
    _ profile: Profile?, _ environment: [String: String], transport: any HTTPTransport
  ) async -> DeliveryFetchResult {
    let (source, fcmEndpoint, base) = SendSetup.credentialSetup(profile, environment, transport)
    var context = base
    let given = environment[ReportAPI.data.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    guard ReportAPI.mayAskDataAPI(given: given, fcmEndpoint: fcmEndpoint) else {
      return .skipped(
        "not read: the profile's FCM endpoint is not Google's (set FCM_DATA_ENDPOINT to read "
          + "delivery data from elsewhere)")
    }
    context.scope = ReportAPI.scope
    do throws(ReportError) {
      let data: String
      let firebase: String
      do {
        data = try ReportAPI.data.endpoint(
          option: nil, environment: environment, allowedHosts: context.allowedHosts)
        firebase = try ReportAPI.firebase.endpoint(
          option: nil, environment: environment, allowedHosts: context.allowedHosts)
      } catch {
        throw .setup(error)
      }
      let credential: ResolvedCredential
      do {
        credential = try await source.resolve(url: { URL(fileURLWithPath: $0) }, context: context)
      } catch {
        throw .setup(error)
      }
      let delivery = DeliveryDataSource(
        credential: credential, transport: transport, dataEndpoint: data,
        firebaseEndpoint: firebase)
      switch try await delivery.chooseApp(profile?.androidAppID) {
      case .several(let apps): return .several(apps)
      case .app(let app): return .loaded(app: app, records: try await delivery.records(app: app))
      }
    } catch {
      return .failed(error.description)
    }
  }
}
