import Foundation
import PushCLI
import PushCore
import Synchronization
import TestSupport
import Testing

/// Counts the requests that leave (to see the circuit breaker stop a campaign early).
final class CountingTransport: HTTPTransport {
  let inner: CurlTransport
  let count = Atomic<Int>(0)

  init(maxConnections: Int) { inner = CurlTransport(maxConnections: maxConnections) }

  func perform(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    count.add(1, ordering: .relaxed)
    return try await inner.perform(request)
  }
}

/// The duplicate-send guard and the circuit breaker in `send`: a campaign against a dead port
/// pauses as a whole and resumes exactly once; the same message to the same audience from
/// another draft file is refused next to the unfinished journal, resumed with --resume, or
/// sent to everyone again under the same collapse identity with --new-campaign.
@Suite("send: duplicate-send guard and circuit breaker", .serialized)
struct DuplicateSendGuardTests {
  private static let draft =
    #"{"name":"Spring sale","message":{"notification":{"title":"Sale","body":"50% off"}}}"#
  private static let accessToken = "ya29.duplicate-guard-test"
  private let folder: TemporaryDirectory
  private let port: Int
  private let tokens = (1...300).map { "guard-token-\($0)" }

  init() throws {
    folder = try TemporaryDirectory(prefix: "send-guard")
    port = try Self.freePort()
    for name in ["a.json", "b.json"] {
      try Self.draft.write(to: folder.appending(name), atomically: true, encoding: .utf8)
    }
    try (tokens.joined(separator: "\n") + "\n").write(
      to: folder.appending("tokens.txt"), atomically: true, encoding: .utf8)
  }

  private func run(_ arguments: [String], transport: CountingTransport? = nil) async
    -> (Int32, Output)
  {
    let output = Output()
    let env = [
      "HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data",
      "XDG_STATE_HOME": folder.path + "/state", "NO_GCE_CHECK": "true",
    ]
    var environment = SendEnvironment.testing(retryPolicy: fastRetriesCLI)
    if let transport { environment.makeTransport = { _, _ in transport } }
    let status = await SendCommand.run(
      arguments: arguments
        + [
          "--access-token", Self.accessToken, "--project", "demo-project", "--endpoint",
          "http://127.0.0.1:\(port)", "--tokens-file", "tokens.txt",
        ],
      context: output.context(directory: folder.url, environment: env), environment: environment)
    return (status, output)
  }

  /// Runs a.json against the dead port: the breaker pauses it.
  private func pausedCampaign() async throws -> (Output, Int) {
    let transport = CountingTransport(maxConnections: 64)
    let (status, output) = await run(["a.json"], transport: transport)
    #expect(status == 1)
    return (output, transport.count.load(ordering: .relaxed))
  }

  private func server() throws -> FakeFCMServer {
    try FakeFCMServer(arguments: ["--port", "\(port)", "--accept-token", Self.accessToken])
  }

  @Test func aDeadEndpointPausesTheCampaignAndResumingSendsEachTokenOnce() async throws {
    let (output, attempts) = try await pausedCampaign()
    #expect(
      output.stderr.contains(
        "nothing answers at http://127.0.0.1:\(port) (connection refused) — check the profile's "
          + "endpoint"), "\(output.stderr)")
    // Every recipient retrying on its own would be 300 × 3 attempts. The breaker trips at the
    // 8th failed attempt: nothing new starts and nothing is retried after it, so what went
    // out is the requests in flight (64 at most) plus the retries of the 7 failures before.
    #expect(attempts <= 64 + CircuitBreaker.firstAttempts, "attempts: \(attempts)")
    let server = try server()
    let (status, resumed) = await run(["a.json", "--resume"])
    #expect(status == 0, "\(resumed.stderr)\(resumed.stdout)")
    let counts = try await server.deliveredCounts()
    #expect(counts.count == 300)
    #expect(counts.values.allSatisfy { $0 == 1 })
  }

  @Test func theSameCampaignFromAnotherDraftFileIsRefusedNextToItsJournal() async throws {
    _ = try await pausedCampaign()
    let server = try server()
    let (status, output) = await run(["b.json"])
    #expect(status == 2)
    #expect(output.stderr.contains("unfinished campaign"), "\(output.stderr)")
    #expect(output.stderr.contains(folder.path + "/state/fcm-compose/journals/"))
    #expect(output.stderr.contains("--resume") && output.stderr.contains("--new-campaign"))
    #expect(try await server.deliveredCounts().isEmpty)

    // --resume from the other file finishes the first campaign: still one copy each.
    let (resumed, resumedOutput) = await run(["b.json", "--resume"])
    #expect(resumed == 0, "\(resumedOutput.stderr)")
    let counts = try await server.deliveredCounts()
    #expect(counts.count == 300 && counts.values.allSatisfy { $0 == 1 })

    // Finished within the window: a warning, and the copy replaces the first one.
    let (again, againOutput) = await run(["a.json"])
    #expect(again == 0)
    #expect(againOutput.stderr.contains("warning: this message already went to the same audience"))
    #expect(try await collapseIdentities(server).count == 1)
  }

  @Test func newCampaignSendsEveryoneAgainUnderTheSameCollapseIdentity() async throws {
    _ = try await pausedCampaign()
    let server = try server()
    let (status, output) = await run(["b.json", "--new-campaign"])
    #expect(status == 0, "\(output.stderr)")
    #expect(output.stderr.contains("set aside as"))
    let (first, _) = await run(["a.json", "--new-campaign", "--new-collapse-id"])
    #expect(first == 0)
    let requests = try await server.requests().filter { $0.status == 200 }
    #expect(requests.count == 600)
    #expect(try await collapseIdentities(server).count == 2)
    let journals = try FileManager.default.contentsOfDirectory(
      atPath: folder.path + "/state/fcm-compose/journals")
    #expect(journals.contains { $0.contains(".superseded-") })
  }

  private func collapseIdentities(_ server: FakeFCMServer) async throws -> Set<String> {
    var values: Set<String> = []
    for request in try await server.requests() where request.status == 200 {
      let body = try JSONParser.parse(request.raw)
      for value in CollapseIdentity.values(in: body.objectValue?["message"] ?? .null) {
        values.insert(value)
      }
    }
    return values
  }

  private static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(fd, raw, length) == 0 && getsockname(fd, raw, &length) == 0
      }
    }
    guard bound else { throw FakeFCMServerError.notReady("no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
