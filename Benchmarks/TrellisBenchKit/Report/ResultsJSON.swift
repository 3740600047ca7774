import Foundation

/// results.json: the ``BenchmarkRun`` encoded (pretty-printed, keys sorted), and read back for `--compare`.
enum ResultsJSON {
  /// The JSON text.
  ///
  /// - Throws: `EncodingError` (not expected: non-finite numbers are written as strings).
  /// - Complexity: O(size of the run).
  static func render(_ run: BenchmarkRun) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return String(decoding: try encoder.encode(run), as: UTF8.self) + "\n"
  }

  /// Reads a results.json written by this tool.
  ///
  /// - Throws: ``CompareError`` when the file cannot be read or is not a results.json.
  /// - Complexity: O(file size).
  static func load(path: String) throws(CompareError) -> BenchmarkRun {
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      return try decoder.decode(BenchmarkRun.self, from: data)
    } catch {
      throw .notResults(path: path, reason: "\(error)")
    }
  }
}
