import CGLPK
import Foundation

extension GLPKProblem {
  /// Writes the problem to a temporary file in `format` and returns the text.
  ///
  /// - Complexity: O(size of the problem).
  func text(in format: LinearProgram.FileFormat) throws(LinearProgramError) -> String {
    let path = GLPKProblem.temporaryPath(format)
    defer { _ = unlink(path) }
    let code = path.withCString { file in
      switch format {
      case .cplexLP: glp_write_lp(pointer, nil, file)
      case .freeMPS: glp_write_mps(pointer, GLP_MPS_FILE, nil, file)
      }
    }
    guard code == 0, let data = FileManager.default.contents(atPath: path) else {
      throw .fileFormat(format, .write(code: code))
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Reads `text` in `format` into this (empty) problem through a temporary file.
  ///
  /// - Complexity: O(size of the text).
  func read(_ text: String, in format: LinearProgram.FileFormat) throws(LinearProgramError) {
    let path = GLPKProblem.temporaryPath(format)
    defer { _ = unlink(path) }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw .fileFormat(format, .temporaryFile)
    }
    let code = path.withCString { file in
      switch format {
      case .cplexLP: glp_read_lp(pointer, nil, file)
      case .freeMPS: glp_read_mps(pointer, GLP_MPS_FILE, nil, file)
      }
    }
    guard code == 0 else { throw .fileFormat(format, .parse) }
    refreshCounts()
  }

  /// A fresh path in the temporary directory.
  private static func temporaryPath(_ format: LinearProgram.FileFormat) -> String {
    let name = "trellis-\(UUID().uuidString)" + (format == .cplexLP ? ".lp" : ".mps")
    return FileManager.default.temporaryDirectory.appendingPathComponent(name).path
  }
}
