import Testing

@Test func placeholderPushCLITests() {}
