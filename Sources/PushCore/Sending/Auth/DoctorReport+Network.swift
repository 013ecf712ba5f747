extension DoctorReport {
  /// The report with the trust store and the proxy (`TrustStore`) after its Endpoint step:
  /// what a company network most often gets in the way of. Without an Endpoint step (the
  /// check stopped before it) the report is unchanged.
  public func addingNetwork(
    trust: TrustStore, endpoint: String, environment: [String: String]
  ) -> DoctorReport {
    guard let index = steps.firstIndex(where: { $0.title == "Endpoint" }) else { return self }
    var report = self
    let proxy = TrustStore.proxy(for: endpoint, environment: environment) ?? "none"
    report.steps.insert(
      contentsOf: [.init("CA file", .ok, trust.summary), .init("Proxy", .ok, proxy)],
      at: index + 1)
    return report
  }
}
