import Foundation
import PushCore

/// `fcm-bench core`: what the TUI does on every keystroke and `validate` does per file, for a
/// 4 KB message with 100 data pairs: parse the JSON, validate it, render the request and every
/// platform's view to text. Goal: under 500 µs per iteration in release.
enum CoreBenchmark {
  static let goalMicroseconds = 500.0

  /// Options: `--iterations N` (default 5000), `--no-text` (skip the pretty-printing stage).
  static func run(_ arguments: [String]) -> Int32 {
    var iterations = 5000
    if let i = arguments.firstIndex(of: "--iterations"), i + 1 < arguments.count,
      let n = Int(arguments[i + 1]), n > 0
    {
      iterations = n
    }
    let input = Data(JSONWriter.string(.object(document())).utf8)
    let now = Date(timeIntervalSince1970: 1_767_225_600)
    guard let check = try? JSONParser.parseDocument(input),
      let object = check.value.objectValue
    else {
      FileHandle.standardError.write(Data("fcm-bench: the benchmark message does not parse\n".utf8))
      return 1
    }
    let message = RequestRenderer.message(Draft(document: object), options: RenderOptions(now: now))
    let sizes = PlatformRenderer.views(of: message).map {
      "\($0.platform.title) \($0.payloadBytes) B"
    }
    let diagnostics = Validator.validate(
      Draft(document: object), options: ValidationOptions(now: now))
    print(
      "fcm-bench core: \(input.count) bytes of JSON (pretty), payloads: "
        + sizes.joined(separator: ", ") + "; \(diagnostics.count) diagnostics")

    var total = Samples(capacity: iterations)
    var parse = Samples(capacity: iterations)
    var validate = Samples(capacity: iterations)
    var render = Samples(capacity: iterations)
    var text = Samples(capacity: iterations)
    let printsText = !arguments.contains("--no-text")
    var sink = 0
    for round in 0..<(iterations + iterations / 10) {
      let measured = round >= iterations / 10  // the first 10% warm up
      let t0 = DispatchTime.now().uptimeNanoseconds
      guard let document = try? JSONParser.parseDocument(input),
        let object = document.value.objectValue
      else { return 1 }
      let t1 = DispatchTime.now().uptimeNanoseconds
      let draft = Draft(document: object)
      let found = Validator.validate(
        draft, options: ValidationOptions(now: now), duplicateKeys: document.duplicateKeys)
      let t2 = DispatchTime.now().uptimeNanoseconds
      let request = RequestRenderer.request(draft, options: RenderOptions(now: now))
      let message = request.objectValue?["message"]?.objectValue ?? [:]
      let views = PlatformRenderer.views(of: message)
      let t3 = DispatchTime.now().uptimeNanoseconds
      var bytes = views.reduce(0) { $0 + $1.payloadBytes }
      if printsText {
        bytes += JSONWriter.string(request).utf8.count
        for view in views { bytes += JSONWriter.string(view.value).utf8.count }
      }
      let t4 = DispatchTime.now().uptimeNanoseconds
      sink &+= bytes &+ found.count
      if measured {
        parse.append(t1 - t0)
        validate.append(t2 - t1)
        render.append(t3 - t2)
        total.append(t3 - t0)
        text.append(t4 - t3)
      }
    }
    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").first.map(String.init) ?? "?"
    print(
      "iterations \(iterations) (+\(iterations / 10) warm-up), load average \(load) "
        + "(a busy machine inflates mean and p99; p50 is the steadier figure)  "
        + "[checksum \(sink % 997)]")
    print("  parse     \(parse.summary)")
    print("  validate  \(validate.summary)")
    print("  render    \(render.summary)")
    print("  total     \(total.summary)")
    if printsText {
      print("  (not in the total) pretty JSON text of the request and the 3 views, as")
      print("  `render` prints them:")
      print("  text      \(text.summary)")
    }
    let mean = total.meanMicroseconds
    let verdict = mean < goalMicroseconds ? "meets" : "MISSES"
    print(
      String(
        format: "  %@ the goal of < %.0f µs (mean is %.2fx the goal)", verdict,
        goalMicroseconds, mean / goalMicroseconds))
    return 0
  }

  /// A realistic draft of about 4 KB: 100 custom data pairs plus every platform block.
  static func document() -> JSONObject {
    var data = JSONObject()
    for i in 0..<100 {
      data["key_\(i)"] = .string("value \(i) – ünïcödé")
    }
    let message: JSONObject = [
      "topic": "news",
      "notification": [
        "title": "Spring sale: 30% off 🌸", "body": "Our biggest sale of the season starts now.",
        "image": "https://example.com/img/spring-sale.png",
      ],
      "data": .object(data),
      "android": [
        "priority": "HIGH", "ttl": "86400s", "collapse_key": "sale",
        "notification": [
          "channel_id": "promotions", "color": "#e0457b", "click_action": "OPEN_SALE",
          "event_time": "2027-03-01T12:00:00Z", "vibrate_timings": ["0s", "0.5s"],
        ],
      ],
      "apns": [
        "headers": ["apns-priority": "10", "apns-push-type": "alert"],
        "payload": ["aps": ["badge": 1, "sound": "default", "mutable-content": 1]],
      ],
      "webpush": [
        "headers": ["Urgency": "high", "TTL": "86400"],
        "notification": ["icon": "https://example.com/icon.png", "requireInteraction": true],
        "fcm_options": ["link": "https://example.com/sale"],
      ],
      "fcm_options": ["analytics_label": "spring_sale"],
    ]
    return [
      "name": "Benchmark", "console": ["expires": ["value": 3, "unit": "days"]],
      "message": .object(message),
    ]
  }
}
