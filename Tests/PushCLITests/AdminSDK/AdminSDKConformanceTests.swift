import Foundation
import PushCore
import Testing

/// A fixed clock: these tests do not depend on the time they run at.
private let testNow = Date(timeIntervalSince1970: 1_767_225_600)

/// Request bodies built by the Firebase Admin Python SDK (`generate.py` beside this file) are
/// what correct senders produce: fcm-compose must accept every one and render it unchanged.
@Suite struct AdminSDKConformanceTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("bodies")

  static var bodies: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test func thereAreSDKBodiesToCheck() {
    #expect(Self.bodies.count >= 8)
  }

  @Test(arguments: bodies)
  func sdkBodyValidatesWithoutErrors(_ name: String) throws {
    let loaded = try DraftFile.load(Self.directory.appendingPathComponent(name))
    let errors = Validator.validate(loaded.draft, options: ValidationOptions(now: testNow)).filter {
      $0.severity == .error
    }
    #expect(errors.isEmpty, "\(name): \(errors)")
  }

  @Test(arguments: bodies)
  func sdkBodyRendersToItselfByteForByte(_ name: String) throws {
    let url = Self.directory.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let loaded = try DraftFile.load(url)
    let rendered =
      JSONWriter.string(RequestRenderer.request(loaded.draft, options: RenderOptions(now: testNow)))
      + "\n"
    #expect(rendered == text)
  }
}
