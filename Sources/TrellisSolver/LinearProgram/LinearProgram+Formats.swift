extension LinearProgram {
  /// The program in CPLEX LP format, as written by GLPK's `glp_write_lp` — for debugging and for other solvers.
  ///
  /// Names that are not valid LP identifiers are replaced by GLPK's generic ones (`r_1`, `x_1`). CPLEX LP has no
  /// ranged rows and no objective constant: GLPK writes a ranged row with an extra bounded variable `~r_<i>` (so a
  /// round trip gains one variable per ranged row, with the same optimum) and the constant as a comment
  /// (`\* constant term = 3 *\`), which ``init(lpFormat:)`` reads back.
  /// - Throws: ``LinearProgramError/fileFormat(_:_:)`` if GLPK cannot write the temporary file.
  /// - Complexity: O(variables + rows + nonzeros).
  public func lpFormat() throws(LinearProgramError) -> String {
    try glpkText(.cplexLP)
  }

  /// The program in free MPS format, as written by GLPK's `glp_write_mps`.
  ///
  /// MPS has no objective sense: GLPK records it only in a comment. ``init(mpsFormat:direction:)`` therefore takes
  /// the direction as an argument.
  /// - Throws: ``LinearProgramError/fileFormat(_:_:)`` if GLPK cannot write the temporary file.
  /// - Complexity: O(variables + rows + nonzeros).
  public func mpsFormat() throws(LinearProgramError) -> String {
    try glpkText(.freeMPS)
  }

  /// Reads a program from CPLEX LP text (GLPK's `glp_read_lp`).
  ///
  /// - Throws: ``LinearProgramError/fileFormat(_:_:)`` when GLPK rejects the text.
  /// - Complexity: O(size of the text + nonzeros).
  public init(lpFormat text: String) throws(LinearProgramError) {
    self = try Self.fromGLPK(text, .cplexLP)
    if let constant = Self.constantComment(in: text) { try setObjectiveConstant(constant) }
  }

  /// The value of GLPK's `\* constant term = <value> *\` comment, if present.
  private static func constantComment(in text: String) -> Double? {
    let marker = "\\* constant term = "
    for line in text.split(separator: "\n") where line.hasPrefix(marker) {
      let rest = line.dropFirst(marker.count).split(separator: " ").first
      return rest.flatMap { Double(String($0)) }
    }
    return nil
  }

  /// Reads a program from free MPS text (GLPK's `glp_read_mps`), with the given objective direction.
  ///
  /// - Throws: ``LinearProgramError/fileFormat(_:_:)`` when GLPK rejects the text.
  /// - Complexity: O(size of the text + nonzeros).
  public init(mpsFormat text: String, direction: Direction = .minimize) throws(LinearProgramError) {
    self = try Self.fromGLPK(text, .freeMPS)
    self.direction = direction
  }

  private func glpkText(_ format: LinearProgram.FileFormat) throws(LinearProgramError) -> String {
    let problem = GLPKProblem()
    try GLPKIndexError.translating { () throws(GLPKIndexError) in try problem.load(self) }
    return try problem.text(in: format)
  }

  private static func fromGLPK(_ text: String, _ format: LinearProgram.FileFormat) throws(LinearProgramError) -> Self {
    let problem = GLPKProblem()
    try problem.read(text, in: format)
    return try problem.makeProgram()
  }
}
