// swift-tools-version: 6.0
import PackageDescription

/// Release code is compiled one function per section, so the executable's link can put the
/// functions a session runs side by side (`Tests/Benchmarks/hot-symbols.txt`), and with
/// cross-module optimization, so a generic or small function of another module (TermUI's
/// buffer and widgets, PushCore's JSON) is specialised and inlined where the composer calls it
/// instead of running through witness tables and runtime metadata.
let sections: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections", "-cross-module-optimization"],
    .when(configuration: .release))
]

/// Module layout: see Sources/README.md. Boundaries are enforced here:
/// only NcursesTerminal touches the terminal; PushCore and TermUI are headless.
let package = Package(
  name: "fcm-compose",
  products: [
    .executable(name: "fcm-compose", targets: ["fcm-compose"])
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(
      name: "CNcursesShim",
      dependencies: ["CNcursesw"],
      linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
    ),
    // libcrypto and libcurl are loaded when first used (dlopen), not linked: most runs never
    // sign or send, and the networking stack is ~6 MiB resident (headers: libssl-dev,
    // libcurl4-openssl-dev).
    // DWARF 4: Debian 12's valgrind cannot read clang's default DWARF 5, and the benchmarks'
    // instruction counts come from callgrind.
    .target(name: "CCrypto", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(name: "CCurl", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(name: "Config", swiftSettings: sections),
    .target(
      name: "PushCore", dependencies: ["Config", "CCrypto", "CCurl"], swiftSettings: sections),
    // libdispatch's run-loop SPI (main queue eventfd + drain) for TermUI's MainLoop.
    .target(name: "CMainQueue"),
    .target(name: "TermUI", dependencies: ["Config", "CMainQueue"], swiftSettings: sections),
    .target(
      name: "Composer", dependencies: ["PushCore", "Config", "TermUI"], swiftSettings: sections),
    .target(
      name: "NcursesTerminal",
      dependencies: ["TermUI", "CNcursesw", "CNcursesShim"], swiftSettings: sections
    ),
    // The manual's topics (`fcm-compose help TOPIC`, the man page) are Markdown files compiled
    // into the binary.
    .target(
      name: "PushCLI", dependencies: ["PushCore", "Config", "TermUI"],
      resources: [.embedInCode("Manual")], swiftSettings: sections),
    .executableTarget(
      name: "fcm-compose",
      dependencies: ["PushCLI", "Composer", "NcursesTerminal", "PushCore", "Config", "TermUI"],
      swiftSettings: sections,
      linkerSettings: [
        // lld (shipped with the toolchain) packs the position-independent executable's relative
        // relocations (DT_RELR, glibc 2.36+), and nothing is exported, so the loader reads
        // neither at start.
        .unsafeFlags([
          "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
          "-Xlinker", "--no-export-dynamic",
        ]),
        // The functions a composer session runs, laid out together instead of across the
        // whole text (regenerate with Tests/Benchmarks/hot_symbols.sh; unknown names are
        // skipped).
        .unsafeFlags(
          [
            "-Xlinker",
            "--symbol-ordering-file=\(Context.packageDirectory)/Tests/Benchmarks/hot-symbols.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
          ], .when(configuration: .release)),
      ]
    ),
    .executableTarget(
      name: "fcm-bench",
      dependencies: ["PushCore", "TermUI", "Composer"],
      path: "Sources/Benchmarks"
    ),
    .target(
      name: "TestSupport",
      dependencies: ["PushCore", "TermUI"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "PushCoreTests", dependencies: ["PushCore", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ConfigTests", dependencies: ["Config", "TestSupport"]),
    .testTarget(
      name: "TermUITests", dependencies: ["TermUI", "CMainQueue", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "ComposerTests",
      dependencies: ["Composer", "PushCore", "TermUI", "TestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "PushCLITests", dependencies: ["PushCLI", "PushCore", "TestSupport"],
      exclude: [
        "AdminSDK/bodies", "AdminSDK/generate.py", "AdminSDK/random_messages.py", "Golden", "Export/Golden", "Export/Fixtures",
        "Export/Support",
      ]),
    .testTarget(
      name: "EndToEndTests",
      // The executable is a dependency so `swift test` always builds the binary under test.
      dependencies: ["TestSupport", "fcm-compose"]),
  ]
)
