extension BenchOptions {
  /// Parses the command-line arguments (without the program name).
  ///
  /// Flags take their value as the next argument or after `=` (`--seed 7`, `--seed=7`).
  ///
  /// ```swift
  /// let options = try BenchOptions.parse(["--quick", "--suites", "masonry", "--seed=7"])
  /// ```
  ///
  /// - Throws: ``BenchOptionsError`` for an unknown flag, a missing value or a value out of range.
  /// - Complexity: O(total length of the arguments).
  static func parse(_ arguments: [String]) throws(BenchOptionsError) -> BenchOptions {
    var options = BenchOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else { throw .unexpectedArgument(argument) }
      var flag = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      // Reads the flag's value: the part after `=`, else the next argument.
      func value() throws(BenchOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw .missingValue(flag: flag) }
        defer { index += 1 }
        return arguments[index]
      }
      func noValue() throws(BenchOptionsError) {
        if let inlineValue { throw .invalidValue(flag: flag, value: inlineValue, expected: "no value") }
      }
      switch flag {
      case "--quick":
        try noValue()
        options.quick = true
      case "--list":
        try noValue()
        options.list = true
      case "--help", "-h":
        try noValue()
        options.help = true
      case "--allow-debug":
        try noValue()
        options.allowDebug = true
      case "--suites": options.suites = try parseNames(flag: flag, try value())
      case "--strategies": options.strategies = (options.strategies ?? []) + (try parseNames(flag: flag, try value()))
      case "--strategy":
        // One name, taken whole: strategy names may hold commas ("relayout, previous result kept").
        let text = try value()
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a strategy name") }
        options.strategies = (options.strategies ?? []) + [text]
      case "--sizes": options.sizes = try parseSizes(flag: flag, try value())
      case "--repetitions":
        options.repetitions = try parseInteger(flag: flag, try value(), minimum: 1, expected: "an integer ≥ 1")
      case "--warmup":
        options.warmup = try parseInteger(flag: flag, try value(), minimum: 0, expected: "an integer ≥ 0")
      case "--time-limit": options.timeLimit = try parseSeconds(flag: flag, try value())
      case "--budget": options.budget = try parseSeconds(flag: flag, try value())
      case "--run-budget": options.runBudget = try parseSeconds(flag: flag, try value())
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else { throw .invalidValue(flag: flag, value: text, expected: "an integer ≥ 0") }
        options.seed = seed
      case "--output":
        let text = try value()
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a folder path") }
        options.outputDirectory = text
      case "--compare":
        let text = try value()
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a results.json path") }
        options.comparePath = text
      case "--render":
        let text = try value()
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a results.json path") }
        options.renderPath = text
      case "--peers":
        let text = try value()
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a Python executable") }
        options.peersPython = text
      case "--peers-script":
        let text = try value()
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a script path") }
        options.peersScript = text
      default: throw .unknownFlag(flag)
      }
    }
    return options
  }

  private static func parseNames(flag: String, _ text: String) throws(BenchOptionsError) -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else {
      throw .invalidValue(flag: flag, value: text, expected: "comma-separated names")
    }
    return names
  }

  private static func parseSizes(flag: String, _ text: String) throws(BenchOptionsError) -> [Int] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var sizes: [Int] = []
    for part in parts {
      guard let size = Int(part), size >= 1 else {
        throw .invalidValue(flag: flag, value: text, expected: "comma-separated item counts ≥ 1")
      }
      sizes.append(size)
    }
    return Array(Set(sizes)).sorted()
  }

  private static func parseInteger(
    flag: String, _ text: String, minimum: Int, expected: String
  ) throws(BenchOptionsError) -> Int {
    guard let number = Int(text), number >= minimum else {
      throw .invalidValue(flag: flag, value: text, expected: expected)
    }
    return number
  }

  private static func parseSeconds(flag: String, _ text: String) throws(BenchOptionsError) -> Double {
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
      throw .invalidValue(flag: flag, value: text, expected: "a number of seconds > 0")
    }
    return seconds
  }
}
