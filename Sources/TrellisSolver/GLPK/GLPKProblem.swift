import CGLPK

/// The owner of one `glp_prob`: the only place a GLPK problem object is created and deleted.
///
/// Every method is a thin wrapper over one GLPK call that checks its row and column indices first (GLPK calls
/// `abort()` on a bad index) and reports failures with ``GLPKIndexError`` instead of reaching C.
///
/// Threads: GLPK keeps its environment (memory pool, terminal settings) in thread-local storage, so a `glp_prob`
/// must be used and deleted on the thread that created it. This class is deliberately not `Sendable`, records its
/// creating thread (by a never-reused id, see ``GLPKThread``), and refuses (``isOnOwnerThread``) to be driven from
/// another one. If the last reference is released on a foreign thread, the C object is leaked rather than freed into
/// the wrong environment. `glp_free_env` (which frees every problem of a thread) is only called at thread exit, and
/// only when no Trellis problem is alive on that thread.
///
/// Errors: GLPK reports invalid arguments through its internal `xerror`, which prints and calls `abort()`;
/// `glp_error_hook` can intercept it, but only to `longjmp` away, after which the thread's GLPK environment is
/// unusable. Trellis installs no hook: every argument is validated in Swift before it reaches GLPK (indices, bounds,
/// NaN/infinities, duplicate matrix entries, name lengths, analysis preconditions), which makes `xerror`
/// unreachable from the public API.
///
/// - Complexity: Creation and deletion are O(size of the problem).
final class GLPKProblem {
  /// The C problem object, valid for the lifetime of `self`.
  let pointer: OpaquePointer
  /// The id (``GLPKThread/State/id``) of the thread that created `pointer`, in whose GLPK environment it lives.
  private let owner: UInt64
  /// Number of rows currently in the C object (mirrors `glp_get_num_rows`).
  private(set) var rowCount: Int32 = 0
  /// Number of columns currently in the C object (mirrors `glp_get_num_cols`).
  private(set) var columnCount: Int32 = 0

  /// Creates an empty problem in the calling thread's GLPK environment and silences terminal output there.
  init() {
    let thread = GLPKThread.current
    // Problems of this thread that other threads released meanwhile are freed first, here, where they can be.
    thread.inbox.releaseHandedOver()
    GLPKProblem.silenceTerminal()
    pointer = glp_create_prob()
    owner = thread.id
    thread.liveProblems += 1
  }

  deinit {
    let thread = GLPKThread.current
    if thread.id == owner {
      glp_delete_prob(pointer)
      thread.liveProblems -= 1
    }
    // On a foreign thread the object is leaked on purpose: freeing it would corrupt the other environment (and the
    // owner thread then keeps its environment at exit, since a problem is still counted alive there).
  }

  /// Whether the current thread is the one whose GLPK environment owns this problem.
  var isOnOwnerThread: Bool { GLPKThread.current.id == owner }

  /// Turns GLPK terminal output off for the calling thread (`glp_term_out(GLP_OFF)`).
  static func silenceTerminal() {
    _ = glp_term_out(GLP_OFF)
  }

  // MARK: - Structure

  /// `glp_set_obj_dir`.
  func setDirection(maximize: Bool) {
    glp_set_obj_dir(pointer, maximize ? GLP_MAX : GLP_MIN)
  }

  /// `glp_get_obj_dir`: whether the objective is maximised.
  func isMaximizing() -> Bool { glp_get_obj_dir(pointer) == GLP_MAX }

  /// `glp_add_rows`; does nothing for `count <= 0`.
  func addRows(_ count: Int32) {
    guard count > 0 else { return }
    glp_add_rows(pointer, count)
    rowCount += count
  }

  /// `glp_add_cols`; does nothing for `count <= 0`.
  func addColumns(_ count: Int32) {
    guard count > 0 else { return }
    glp_add_cols(pointer, count)
    columnCount += count
  }

  /// Re-reads the row and column counts from C (after `glp_read_lp` / `glp_read_mps`).
  func refreshCounts() {
    rowCount = glp_get_num_rows(pointer)
    columnCount = glp_get_num_cols(pointer)
  }

  /// `glp_set_row_name`; the caller has validated the name (≤ 255 bytes, no control characters).
  func setRowName(_ row: Int32, _ name: String) throws(GLPKIndexError) {
    try checkRow(row)
    name.withCString { glp_set_row_name(pointer, row, $0) }
  }

  /// `glp_set_col_name`; the caller has validated the name (≤ 255 bytes, no control characters).
  func setColumnName(_ column: Int32, _ name: String) throws(GLPKIndexError) {
    try checkColumn(column)
    name.withCString { glp_set_col_name(pointer, column, $0) }
  }

  /// `glp_get_row_name`, or `""` when the row has none.
  func rowName(_ row: Int32) throws(GLPKIndexError) -> String {
    try checkRow(row)
    guard let name = glp_get_row_name(pointer, row) else { return "" }
    return String(cString: name)
  }

  /// `glp_get_col_name`, or `""` when the column has none.
  func columnName(_ column: Int32) throws(GLPKIndexError) -> String {
    try checkColumn(column)
    guard let name = glp_get_col_name(pointer, column) else { return "" }
    return String(cString: name)
  }

  /// `glp_set_row_bnds` with the bound type derived from which bounds are finite.
  func setRowBounds(_ row: Int32, lower: Double, upper: Double) throws(GLPKIndexError) {
    try checkRow(row)
    let (type, lo, hi) = GLPKProblem.boundType(lower: lower, upper: upper)
    glp_set_row_bnds(pointer, row, type, lo, hi)
  }

  /// `glp_set_col_bnds` with the bound type derived from which bounds are finite.
  func setColumnBounds(_ column: Int32, lower: Double, upper: Double) throws(GLPKIndexError) {
    try checkColumn(column)
    let (type, lo, hi) = GLPKProblem.boundType(lower: lower, upper: upper)
    glp_set_col_bnds(pointer, column, type, lo, hi)
  }

  /// `glp_get_row_lb` / `glp_get_row_ub`, with absent bounds as infinities.
  func rowBounds(_ row: Int32) throws(GLPKIndexError) -> (lower: Double, upper: Double) {
    try checkRow(row)
    let type = glp_get_row_type(pointer, row)
    return GLPKProblem.bounds(type: type, lower: glp_get_row_lb(pointer, row), upper: glp_get_row_ub(pointer, row))
  }

  /// `glp_get_col_lb` / `glp_get_col_ub`, with absent bounds as infinities.
  func columnBounds(_ column: Int32) throws(GLPKIndexError) -> (lower: Double, upper: Double) {
    try checkColumn(column)
    let type = glp_get_col_type(pointer, column)
    return GLPKProblem.bounds(
      type: type, lower: glp_get_col_lb(pointer, column), upper: glp_get_col_ub(pointer, column))
  }

  /// `glp_set_col_kind`: integer (`GLP_IV`) or continuous (`GLP_CV`). Binary columns are integer with bounds [0, 1].
  func setColumnInteger(_ column: Int32, _ isInteger: Bool) throws(GLPKIndexError) {
    try checkColumn(column)
    glp_set_col_kind(pointer, column, isInteger ? GLP_IV : GLP_CV)
  }

  /// `glp_get_col_kind` is `GLP_IV` or `GLP_BV`.
  func isColumnInteger(_ column: Int32) throws(GLPKIndexError) -> Bool {
    try checkColumn(column)
    return glp_get_col_kind(pointer, column) != GLP_CV
  }

  /// `glp_set_obj_coef`; column 0 is the constant term.
  func setObjectiveCoefficient(_ column: Int32, _ value: Double) throws(GLPKIndexError) {
    guard column >= 0, column <= columnCount else { throw .column(column, count: columnCount) }
    glp_set_obj_coef(pointer, column, value)
  }

  /// `glp_get_obj_coef`; column 0 is the constant term.
  func objectiveCoefficient(_ column: Int32) throws(GLPKIndexError) -> Double {
    guard column >= 0, column <= columnCount else { throw .column(column, count: columnCount) }
    return glp_get_obj_coef(pointer, column)
  }

  /// `glp_load_matrix` from 1-based triplet arrays (index 0 unused), replacing the whole matrix.
  ///
  /// Checks every index and that no (row, column) pair repeats — GLPK aborts on both.
  /// - Complexity: O(`count` + rows + columns).
  func loadMatrix(rows ia: [Int32], columns ja: [Int32], values ar: [Double]) throws(GLPKIndexError) {
    let count = ia.count - 1
    guard count >= 0, ja.count == ia.count, ar.count == ia.count else { throw .arrayLengths }
    // Duplicate detection: for each row, stamp the columns seen; rows are visited in array order, so keep the
    // stamp per column as "last row that used it" only when entries are grouped by row (checked below).
    var lastRow = [Int32](repeating: 0, count: Int(columnCount) + 1)
    var previousRow: Int32 = 0
    var grouped = true
    for k in stride(from: 1, through: count, by: 1) {
      let i = ia[k]
      let j = ja[k]
      try checkRow(i)
      try checkColumn(j)
      if i < previousRow { grouped = false }
      previousRow = i
      if grouped {
        if lastRow[Int(j)] == i { throw .duplicate(row: i, column: j) }
        lastRow[Int(j)] = i
      }
    }
    if !grouped {
      try checkDuplicatesUngrouped(rows: ia, columns: ja)
    }
    ia.withUnsafeBufferPointer { iaBuffer in
      ja.withUnsafeBufferPointer { jaBuffer in
        ar.withUnsafeBufferPointer { arBuffer in
          glp_load_matrix(pointer, Int32(count), iaBuffer.baseAddress, jaBuffer.baseAddress, arBuffer.baseAddress)
        }
      }
    }
  }

  /// Duplicate check for triplets not grouped by row: sorts (row, column) keys.
  private func checkDuplicatesUngrouped(rows ia: [Int32], columns ja: [Int32]) throws(GLPKIndexError) {
    var keys = [Int64]()
    keys.reserveCapacity(ia.count - 1)
    for k in 1..<ia.count { keys.append(Int64(ia[k]) << 32 | Int64(ja[k])) }
    keys.sort()
    for k in keys.indices.dropFirst() where keys[k] == keys[k - 1] {
      throw .duplicate(row: Int32(keys[k] >> 32), column: Int32(truncatingIfNeeded: keys[k]))
    }
  }

  /// `glp_set_mat_row`: replaces row `row` with 1-based arrays (index 0 unused) of distinct columns.
  ///
  /// The duplicate check compares pairs for rows of up to 16 entries (no allocation: the balancing stage copies
  /// thousands of such rows into a live solver), and uses a set above.
  ///
  /// - Complexity: O(entries + columns).
  func setMatrixRow(_ row: Int32, columns: [Int32], values: [Double]) throws(GLPKIndexError) {
    try checkRow(row)
    let count = columns.count - 1
    guard count >= 0, values.count == columns.count else { throw .arrayLengths }
    if count <= 16 {
      for k in stride(from: 1, through: count, by: 1) {
        try checkColumn(columns[k])
        for earlier in stride(from: 1, to: k, by: 1) where columns[earlier] == columns[k] {
          throw .duplicate(row: row, column: columns[k])
        }
      }
    } else {
      var seen = Set<Int32>(minimumCapacity: count)
      for k in stride(from: 1, through: count, by: 1) {
        try checkColumn(columns[k])
        if !seen.insert(columns[k]).inserted { throw .duplicate(row: row, column: columns[k]) }
      }
    }
    columns.withUnsafeBufferPointer { c in
      values.withUnsafeBufferPointer { v in
        glp_set_mat_row(pointer, row, Int32(count), c.baseAddress, v.baseAddress)
      }
    }
  }

  /// `glp_get_mat_row`: the 1-based (columns, values) of a row; index 0 of each array is unused.
  func matrixRow(_ row: Int32) throws(GLPKIndexError) -> (columns: [Int32], values: [Double]) {
    try checkRow(row)
    let capacity = Int(columnCount) + 1
    var columns = [Int32](repeating: 0, count: capacity)
    var values = [Double](repeating: 0, count: capacity)
    let length = columns.withUnsafeMutableBufferPointer { c in
      values.withUnsafeMutableBufferPointer { v in
        glp_get_mat_row(pointer, row, c.baseAddress, v.baseAddress)
      }
    }
    columns.removeSubrange(Int(length) + 1..<capacity)
    values.removeSubrange(Int(length) + 1..<capacity)
    return (columns, values)
  }

  /// `glp_scale_prob(GLP_SF_AUTO)`: automatic scaling, kept for every later solve of this object.
  func scaleAutomatically() {
    glp_scale_prob(pointer, GLP_SF_AUTO)
  }

  // MARK: - Index checks

  /// Throws unless `1 <= row <= rowCount`.
  func checkRow(_ row: Int32) throws(GLPKIndexError) {
    guard row >= 1, row <= rowCount else { throw .row(row, count: rowCount) }
  }

  /// Throws unless `1 <= column <= columnCount`.
  func checkColumn(_ column: Int32) throws(GLPKIndexError) {
    guard column >= 1, column <= columnCount else { throw .column(column, count: columnCount) }
  }

  // MARK: - Bounds encoding

  /// GLPK's bound type for a pair where an infinite value means "absent".
  ///
  /// A double bound whose two values are so close that GLPK's scaling can round them to one value (closer than
  /// 10⁻¹⁴ of their magnitude, or than 10⁻²⁰⁰: a scale factor makes subnormal values underflow) is passed as fixed
  /// at the lower value, since GLPK aborts on a double-bounded variable whose scaled bounds are equal
  /// (`l[k] != u[k]`, simplex/spxprob.c). The difference is far below GLPK's feasibility tolerance (10⁻⁷).
  static func boundType(lower: Double, upper: Double) -> (Int32, Double, Double) {
    switch (lower.isFinite, upper.isFinite) {
    case (false, false): (GLP_FR, 0, 0)
    case (true, false): (GLP_LO, lower, 0)
    case (false, true): (GLP_UP, 0, upper)
    case (true, true):
      lower == upper || isCollapsible(lower: lower, upper: upper)
        ? (GLP_FX, lower, lower) : (GLP_DB, lower, upper)
    }
  }

  /// Whether `lower < upper` lie so close that scaling can make them equal (see ``boundType(lower:upper:)``).
  static func isCollapsible(lower: Double, upper: Double) -> Bool {
    let gap = upper - lower
    return gap >= 0 && (gap < 1e-200 || gap <= max(abs(lower), abs(upper)) * 1e-14)
  }

  /// Decodes GLPK's bound type into a pair where an absent bound is an infinity.
  static func bounds(type: Int32, lower: Double, upper: Double) -> (lower: Double, upper: Double) {
    switch type {
    case GLP_FR: (-.infinity, .infinity)
    case GLP_LO: (lower, .infinity)
    case GLP_UP: (-.infinity, upper)
    default: (lower, upper)
    }
  }
}
