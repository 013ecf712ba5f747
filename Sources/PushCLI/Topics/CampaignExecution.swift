import Foundation
import PushCore

/// Runs a campaign-shaped job (a topic change, a token check) the way `send` runs one:
/// progress through `SendProgressPrinter`, Ctrl-C stops after the requests in flight (twice
/// abandons them), and every result is handed to `onResult` as it arrives (on the runner's
/// task: the printer may skip results when it falls behind, `onResult` never does).
enum CampaignExecution {
  typealias Runner =
    @Sendable (Campaign, @escaping @Sendable (CampaignEvent) -> Void) async throws(SendError) ->
    CampaignSummary

  static func run(
    _ campaign: Campaign, runner: @escaping Runner, stop: StopSignal, quiet: Bool,
    context: CommandContext, environment: SendEnvironment,
    onResult: @escaping @Sendable (DeliveryResult) -> Void = { _ in }
  ) async throws(SendError) -> CampaignSummary {
    let printer = SendProgressPrinter(
      context: context, quiet: quiet, dryRun: campaign.dryRun, uptime: environment.clock.uptime)
    let (events, continuation) = AsyncStream.makeStream(
      of: CampaignEvent.self, bufferingPolicy: .bufferingNewest(4096))
    let task = Task { () throws -> CampaignSummary in
      defer { continuation.finish() }
      return try await runner(campaign) { event in
        if case .result(let result, _) = event { onResult(result) }
        continuation.yield(event)
      }
    }
    let uninstall = environment.installInterruptHandler(
      {
        context.writeErr(
          "\nStopping after the requests in flight… (press Ctrl-C again to abandon them)\n")
        stop.stop()
      },
      { task.cancel() })
    defer { uninstall() }
    for await event in events {
      printer.handle(event)
    }
    do {
      return try await task.value
    } catch let error as SendError {
      throw error
    } catch {
      throw .output(path: "", reason: "\(error)")
    }
  }
}
