/// A running campaign started with `CampaignRunner.start`.
public struct CampaignHandle: Sendable {
  /// Progress and results as they happen; ends after `.finished`. When the reader falls
  /// behind, older events are dropped (each result carries a full progress snapshot).
  public let events: AsyncStream<CampaignEvent>
  private let task: Task<CampaignSummary, any Error>
  private let runner: CampaignRunner

  init(
    events: AsyncStream<CampaignEvent>, task: Task<CampaignSummary, any Error>,
    runner: CampaignRunner
  ) {
    self.events = events
    self.task = task
    self.runner = runner
  }

  /// Graceful stop: no new recipients; requests in flight finish.
  public func stop() { runner.stop() }

  /// Hard stop: abandons requests in flight (their recipients become unconfirmed).
  public func cancel() { task.cancel() }

  /// The summary once the campaign ends.
  public var summary: CampaignSummary {
    get async throws(SendError) {
      do {
        return try await task.value
      } catch let error as SendError {
        throw error
      } catch {
        throw .output(path: "", reason: "\(error)")
      }
    }
  }
}
